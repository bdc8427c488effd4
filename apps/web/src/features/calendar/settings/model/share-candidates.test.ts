import type { Member } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { kindsById, shareCandidates } from './share-candidates';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const member = (n: number, firstname: string, kind: Member['kind'], self = false): Member => ({
  userId: id(n),
  firstname,
  name: 'Muster',
  email: `${firstname.toLowerCase()}@demo.ch`,
  kind,
  self,
  terms: null,
});

const members = [
  member(1, 'Anne', 'administrator', true),
  member(2, 'Marco', 'monitor'),
  member(3, 'Eva', 'employee'),
  member(4, 'Bruno', 'monitor'),
  member(5, 'Carla', 'employee'),
];
const share = (n: number, firstname: string) => ({
  monitor: { id: id(n), firstname, name: 'Muster', email: `${firstname}@demo.ch` },
  access: 'read' as const,
});

describe('calendar share candidates', () => {
  it('offers the monitors and the employees of the school with their kind, by name', () => {
    expect(shareCandidates(members, { owner: { id: id(1), firstname: 'Anne', name: 'Muster' } }, [])).toEqual([
      { userId: id(4), name: 'Bruno Muster', kind: 'monitor' },
      { userId: id(5), name: 'Carla Muster', kind: 'employee' },
      { userId: id(3), name: 'Eva Muster', kind: 'employee' },
      { userId: id(2), name: 'Marco Muster', kind: 'monitor' },
    ]);
  });

  it('leaves out myself, the calendar’s owner and whoever reads it already', () => {
    // An employee sets up a calendar Marco shared with him: neither he nor Marco is offered.
    const asEva = members.map((entry) => ({ ...entry, self: entry.userId === id(3) }));
    const candidates = shareCandidates(asEva, { owner: { id: id(2), firstname: 'Marco', name: 'Muster' } }, [
      share(5, 'Carla'),
    ]);
    expect(candidates.map((candidate) => candidate.name)).toEqual(['Anne Muster', 'Bruno Muster']);
  });

  it('names what each person works as', () => {
    const kinds = kindsById(members);
    expect(kinds.get(id(3))).toBe('employee');
    expect(kinds.get(id(1))).toBe('administrator');
    expect(kinds.get(id(9))).toBeUndefined();
  });
});
