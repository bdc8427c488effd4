import type { Progress } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { printableProgress } from './print-progress';

const skill = (id: string, name: string) => ({ id, name, position: 0, pedagogicalObjective: '', enabled: true });

const progress: Progress = {
  cards: [],
  card: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Carte B',
    language: 'fr',
    level: 2,
    validUntil: null,
    version: 1,
    tree: [
      {
        id: 'd1',
        name: 'Maîtrise du véhicule',
        format: 'F1',
        skillText: '',
        position: 0,
        themes: [
          {
            id: 't1',
            name: 'Démarrer',
            position: 0,
            enabled: true,
            objectives: [],
            skills: [skill('s1', 'Démarrer'), skill('s2', 'Freiner'), skill('s3', 'Tourner')],
          },
        ],
      },
      { id: 'd2', name: 'Autoroute', format: 'F5', skillText: '', position: 1, themes: [] },
    ],
  } as unknown as Progress['card'],
  latest: [
    { skillId: 's2', level: 5, evaluatedAt: '2026-11-20T09:00:00Z' },
    { skillId: 's1', level: 3, evaluatedAt: '2026-11-13T09:00:00Z' },
  ],
  history: [],
  readiness: [{ domainId: 'd1', skills: 3, ready: 1, share: 1 / 3 }],
};

describe('the printed progress', () => {
  it('lists the evaluated skills in the card’s order with their latest level, and every domain’s readiness', () => {
    const printed = printableProgress(progress, { given: 4, last: new Date('2026-11-20T09:00:00Z'), owed: 1 });
    expect(printed).toMatchObject({ lessonsGiven: 4, owed: 1, card: { name: 'Carte B' } });
    const [vehicle, motorway] = printed.card?.domains ?? [];
    expect(vehicle).toMatchObject({ name: 'F1 Maîtrise du véhicule', ready: 1, skills: 3 });
    expect(vehicle?.evaluated.map(({ name, level }) => [name, level])).toEqual([
      ['Démarrer', 3],
      ['Freiner', 5],
    ]);
    expect(motorway).toMatchObject({ name: 'F5 Autoroute', ready: 0, skills: 0, share: 0, evaluated: [] });
  });

  it('has no card before any evaluation', () => {
    const none = printableProgress(
      { ...progress, card: null, latest: [], readiness: [] },
      { given: 0, last: null, owed: 0 },
    );
    expect(none).toEqual({ lessonsGiven: 0, lastLesson: null, owed: 0, card: null });
  });
});
