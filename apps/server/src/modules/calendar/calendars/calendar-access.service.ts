import { type CalendarAccess, holdingAllows } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { ExternalCalendarError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import { findHeldCalendar, type HeldCalendar } from './calendars.repo';

/**
 * The calendar if the actor holds it with at least `needed`: one he does not see (another
 * school's, not shared with him, unknown) is a 404; a read-only share asked to write is a 403, and
 * so is any write into an external (CalDAV) calendar (`external_calendar`).
 */
export async function requireCalendar(
  db: Db,
  actor: Actor,
  calendarId: string,
  needed: CalendarAccess,
): Promise<HeldCalendar> {
  const held = await findHeldCalendar(db, actor.userId, calendarId);
  if (!held) throw new NotFoundError('No such calendar');
  if (!holdingAllows(held.access, needed)) throw new ForbiddenError('Your access to this calendar does not allow this');
  // An external calendar's events are copies: they change at their source, never here (403).
  if (needed === 'write' && held.calendar.provider === 'caldav') throw new ExternalCalendarError();
  return held;
}
