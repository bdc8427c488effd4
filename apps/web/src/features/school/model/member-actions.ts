import type { Member } from '@ds/domain';

export type MemberAction = 'terms' | 'remove' | 'makeAdministrator' | 'unmakeAdministrator' | 'handover';

/**
 * What an administrator may do to a member, as the server allows it: an employee's terms, his
 * coming appointments, his removal; an instructor made administrator or no longer, his coming
 * appointments; to himself, only stepping down. Anyone else does nothing to anyone.
 */
export function actionsOn(member: Member, administrator: boolean): MemberAction[] {
  if (!administrator) return [];
  if (member.kind === 'employee') return ['terms', 'handover', 'remove'];
  if (member.self) return member.kind === 'administrator' ? ['unmakeAdministrator'] : [];
  return [member.kind === 'administrator' ? 'unmakeAdministrator' : 'makeAdministrator', 'handover'];
}
