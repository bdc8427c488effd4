import { and, eq, sql } from 'drizzle-orm';
import {
  DEMO_GOOGLE_ACCOUNT,
  DEMO_GOOGLE_CALENDAR,
  DEMO_GOOGLE_REFRESH_TOKEN,
  demoGoogleEvents,
} from '../../integrations/google-calendar/google-calendar-simulator';
import type { Secrets } from '../../lib/secrets';
import type { Db } from '../client';
import { appointments, calendarChanges, calendars, googleCalendarLinks, users } from '../schema';

/**
 * head@demo.ch's Google calendar, linked to the simulator's demo account (its refresh token is
 * fixed, so the link holds after any restart): her main calendar pushed there from now on, and
 * the account's busy events copied as an overlay, as the first sync will find them again. Only
 * when the simulators run (see seedDatabase): nothing calls Google with it.
 */
export async function seedDemoGoogleLink(db: Db, providerAccounts: Secrets | undefined, now = new Date()) {
  if (!providerAccounts) return;
  const [head] = await db
    .select({ id: users.id, schoolId: users.schoolId })
    .from(users)
    .where(eq(users.email, 'head@demo.ch'));
  if (!head) throw new Error('the demo head is missing');
  const [main] = await db
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.ownerId, head.id), eq(calendars.main, true)));
  if (!main) throw new Error("the demo head's main calendar is missing");
  const [overlay] = await db
    .insert(calendars)
    .values({
      ownerId: head.id,
      schoolId: head.schoolId,
      label: 'Autoécole Démo (Google)',
      colour: '#868e96',
      overlay: true,
      provider: 'google',
    })
    .returning({ id: calendars.id });
  if (!overlay) throw new Error('the overlay calendar was not written');
  await db.insert(appointments).values(
    demoGoogleEvents(now).map((event) => ({
      ownerId: head.id,
      schoolId: head.schoolId,
      calendarId: overlay.id,
      title: event.summary,
      startsAt: event.start,
      endsAt: event.end,
      icalUid: `${event.id}@google.com`,
      davName: event.id,
    })),
  );
  const [latest] = await db
    .select({ seq: sql<number>`coalesce(max(${calendarChanges.seq}), 0)::bigint` })
    .from(calendarChanges)
    .where(eq(calendarChanges.calendarId, main.id));
  await db.insert(googleCalendarLinks).values({
    userId: head.id,
    accountEmail: DEMO_GOOGLE_ACCOUNT,
    refreshTokenSealed: providerAccounts.encrypt(DEMO_GOOGLE_REFRESH_TOKEN),
    googleCalendarId: DEMO_GOOGLE_CALENDAR,
    googleCalendarName: 'Autoécole Démo',
    calendarId: main.id,
    overlayCalendarId: overlay.id,
    pushedSeq: Number(latest?.seq ?? 0),
    status: 'active',
  });
}
