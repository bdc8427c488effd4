import type { Holding } from '@ds/domain';
import type { Actor } from '../actor';

/**
 * The head of a driving school sees everything of it: he holds every student of his school as
 * its owner, linked to him or not. The one place that says so; scopes, holdings and the list's
 * pending flag ask it.
 */
export function seesWholeSchool(actor: Pick<Actor, 'schoolHead'>): boolean {
  return actor.schoolHead;
}

/** How the actor holds a student of his school, given his own link to him (null: none). */
export function studentHolding(actor: Pick<Actor, 'schoolHead'>, link: Holding | null): Holding {
  return seesWholeSchool(actor) ? 'owner' : (link ?? 'read');
}

/** How a user holds a calendar he sees: his own, else as it is shared with him. */
export function calendarHolding(userId: string, ownerId: string, share: Holding | null): Holding {
  return ownerId === userId ? 'owner' : (share ?? 'read');
}
