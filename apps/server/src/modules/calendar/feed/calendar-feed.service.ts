import type { CalendarFeed, CreatedCalendarFeed } from '@ds/domain';
import type { Db } from '../../../db/client';
import { findHeldCalendars, requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError } from '../../../lib/errors';
import { hashToken, randomToken } from '../../../lib/secrets';
import { renderCalendar } from '../ical/ical-write';
import { findCalendarByFeedHash, findFeedAppointments, setFeedTokenHash } from './calendar-feed.repo';

/**
 * A read-only ICS feed per calendar (spec §2 "link offer for the calendar provider"): an
 * unguessable token (256 bits) in the address, of which only the SHA-256 is kept. So the
 * address is shown once, when made; making it again replaces it, and the old one stops working.
 */

/** How far back the feed goes: calendar apps show what is coming, and a year of history. */
const FEED_HISTORY_DAYS = 365;
/** How often calendar apps are asked to read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const FEED_TTL_SECONDS = 3600;

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/ics/calendar.ics?token=${token}`;

/** My own calendars, each with whether its feed is on (shared ones are the owner's to publish). */
export async function listFeeds(db: Db, actor: Actor): Promise<CalendarFeed[]> {
  return (await findHeldCalendars(db, actor.userId))
    .filter(({ access }) => access === 'owner')
    .map(({ calendar }) => ({
      calendarId: calendar.id,
      label: calendar.label,
      colour: calendar.colour,
      active: calendar.icsTokenHash !== null,
    }));
}

/** Makes (or replaces) the feed address of my calendar and answers it this once. */
export async function createFeed(
  { db, publicUrl }: { db: Db; publicUrl: string },
  actor: Actor,
  calendarId: string,
): Promise<CreatedCalendarFeed> {
  await requireAccess(db, actor, 'calendar.own', calendarId);
  const token = randomToken(32);
  await setFeedTokenHash(db, calendarId, hashToken(token));
  return { calendarId, url: feedUrl(publicUrl, token) };
}

export async function deleteFeed(db: Db, actor: Actor, calendarId: string): Promise<void> {
  await requireAccess(db, actor, 'calendar.own', calendarId);
  await setFeedTokenHash(db, calendarId, null);
}

/** The iCalendar text of the feed a token opens; an unknown or replaced token is a 404. */
export async function renderFeed(
  { db, publicUrl }: { db: Db; publicUrl: string },
  token: string,
  now = new Date(),
): Promise<{ label: string; body: string }> {
  const calendar = token ? await findCalendarByFeedHash(db, hashToken(token)) : undefined;
  if (!calendar) throw new NotFoundError('No such calendar feed');
  const from = new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000);
  const rows = await findFeedAppointments(db, calendar.id, from);
  const body = renderCalendar(rows, {
    name: calendar.label,
    ttlSeconds: FEED_TTL_SECONDS,
    appUrl: (id) => `${publicUrl}/calendar/${id}`,
  });
  return { label: calendar.label, body };
}
