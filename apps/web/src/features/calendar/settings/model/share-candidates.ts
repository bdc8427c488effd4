import type { Calendar, CalendarShare, Member, MemberKind } from '@ds/domain';

/** A person of the school a calendar can be shared with, and as what he works there. */
export interface ShareCandidate {
  userId: string;
  name: string;
  kind: MemberKind;
}

/**
 * Whom the share picker offers (spec §3 Calendar share): the school's monitors, administrators and
 * employees, but neither myself, nor the calendar's owner, nor anyone it is shared with already;
 * by name.
 */
export function shareCandidates(
  members: readonly Member[],
  calendar: Pick<Calendar, 'owner'>,
  shares: readonly CalendarShare[],
): ShareCandidate[] {
  const shared = new Set(shares.map((share) => share.monitor.id));
  return members
    .filter((member) => !member.self && member.userId !== calendar.owner.id && !shared.has(member.userId))
    .map((member) => ({ userId: member.userId, name: `${member.firstname} ${member.name}`, kind: member.kind }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** What each person a calendar is shared with works as (the members list names it; unknown for one who left). */
export function kindsById(members: readonly Member[]): Map<string, MemberKind> {
  return new Map(members.map((member) => [member.userId, member.kind]));
}
