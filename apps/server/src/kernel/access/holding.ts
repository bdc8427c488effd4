import type { Holding } from '@ds/domain';
import type { Actor } from '../actor';

type SchoolStanding = Pick<Actor, 'schoolHead' | 'employee'>;

/**
 * Who works on every student of his school, linked to him or not: its administrators (heads) and
 * its employees while their access runs. The one place that says so; scopes, holdings and the
 * list's pending flag ask it.
 */
export function seesWholeSchool(actor: SchoolStanding): boolean {
  return actor.schoolHead || Boolean(actor.employee?.active);
}

/**
 * How the whole school's students are held by those who see them all: an administrator as their
 * owner, an employee to read and write (he never owns one: transfers, shares and unlinking stay
 * with the monitors); null for someone who holds only the students linked to him.
 */
export function schoolWideHolding(actor: SchoolStanding): Holding | null {
  if (actor.schoolHead) return 'owner';
  return actor.employee?.active ? 'write' : null;
}

/** How the actor holds a student of his school, given his own link to him (null: none). */
export function studentHolding(actor: SchoolStanding, link: Holding | null): Holding {
  return schoolWideHolding(actor) ?? link ?? 'read';
}

/** How a user holds a calendar he sees: his own, else as it is shared with him. */
export function calendarHolding(userId: string, ownerId: string, share: Holding | null): Holding {
  return ownerId === userId ? 'owner' : (share ?? 'read');
}
