import type { TrainingCard } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { idsOf, listId, moved, parseListId, partOf, withOrder } from './card-order';

const skill = (id: string, position: number) => ({ id, name: id, position, pedagogicalObjective: '', enabled: true });
const card: TrainingCard = {
  id: 'c',
  name: 'Carte',
  language: 'fr',
  level: 2,
  validUntil: null,
  domains: 2,
  skills: 3,
  version: 1,
  tree: [
    {
      id: 'd1',
      name: 'F1',
      format: 'F1',
      skillText: '',
      position: 0,
      themes: [
        {
          id: 't1',
          name: 'T',
          position: 0,
          enabled: true,
          objectives: [],
          skills: [skill('a', 0), skill('b', 1), skill('c', 2)],
        },
      ],
    },
    { id: 'd2', name: 'F2', format: 'F2', skillText: '', position: 1, themes: [] },
  ],
};

describe('the order of a card’s lists', () => {
  it('names a list by level and parent, both ways', () => {
    expect(parseListId(listId({ level: 'skill', parentId: 't1' }))).toEqual({ level: 'skill', parentId: 't1' });
  });

  it('moves an item and renumbers the list, leaving the others', () => {
    const ids = moved(idsOf(card, { level: 'skill', parentId: 't1' }), 0, 2);
    expect(ids).toEqual(['b', 'c', 'a']);
    const next = withOrder(card, { level: 'skill', parentId: 't1' }, ids);
    expect(next.tree[0]?.themes[0]?.skills.map((entry) => [entry.id, entry.position])).toEqual([
      ['b', 0],
      ['c', 1],
      ['a', 2],
    ]);
    expect(withOrder(card, { level: 'domain', parentId: 'c' }, ['d2', 'd1']).tree.map((domain) => domain.id)).toEqual([
      'd2',
      'd1',
    ]);
  });
});

describe('a part of a card, found again', () => {
  it('is found by level and id, wherever it hangs', () => {
    expect(partOf(card, 'domain', 'd2')).toMatchObject({ id: 'd2', format: 'F2' });
    expect(partOf(card, 'theme', 't1')).toMatchObject({ id: 't1', name: 'T' });
    expect(partOf(card, 'skill', 'b')).toMatchObject({ id: 'b', position: 1 });
  });

  it('is nothing when the card no longer holds it at that level', () => {
    expect(partOf(card, 'skill', 'gone')).toBeUndefined();
    expect(partOf(card, 'objective', 'a')).toBeUndefined();
    expect(partOf(card, 'domain', 't1')).toBeUndefined();
  });
});
