import type { Member } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { actionsOn } from './member-actions';

const member = (kind: Member['kind'], self = false): Member => ({
  userId: '00000000-0000-4000-8000-000000000001',
  firstname: 'Eva',
  name: 'Meier',
  email: 'eva@example.ch',
  kind,
  self,
  terms: null,
});

describe('what an administrator may do to a member', () => {
  it('offers an employee’s terms, handover and removal; an instructor’s administration and handover', () => {
    expect(actionsOn(member('employee'), true)).toEqual(['terms', 'handover', 'remove']);
    expect(actionsOn(member('monitor'), true)).toEqual(['makeAdministrator', 'handover']);
    expect(actionsOn(member('administrator'), true)).toEqual(['unmakeAdministrator', 'handover']);
  });

  it('lets an administrator only step down himself, and anyone else nothing', () => {
    expect(actionsOn(member('administrator', true), true)).toEqual(['unmakeAdministrator']);
    expect(actionsOn(member('employee'), false)).toEqual([]);
  });
});
