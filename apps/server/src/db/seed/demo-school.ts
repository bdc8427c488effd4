import { dayPlus, INVITATION_VALID_DAYS, schoolDay } from '@ds/domain';
import { hashToken, randomToken } from '../../lib/secrets';
import type { Db } from '../client';
import { calendarShares, schoolEmployees, schoolInvitations } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

type Member = { id: string; email: string; schoolId: string | null };

/**
 * The demo school's people: employee@demo.ch works there since the spring with some rights on and
 * "create sessions" off (so the refusal shows at once), sees the head's and Marco's calendars
 * (shared with him to read and write), and one invitation waits for an answer.
 */
export async function seedDemoSchoolMembers(
  db: Db,
  users: Member[],
  mainCalendars: { id: string; ownerId: string }[],
  now: Date,
): Promise<void> {
  const byEmail = (email: string) => {
    const user = users.find((row) => row.email === email);
    if (!user?.schoolId) throw new Error(`the demo member ${email} is missing`);
    return { ...user, schoolId: user.schoolId };
  };
  const employee = byEmail('employee@demo.ch');
  const head = byEmail('head@demo.ch');
  await db.insert(schoolEmployees).values({
    userId: employee.id,
    schoolId: employee.schoolId,
    startsOn: dayPlus(schoolDay(now), -200),
    endsOn: null,
    rights: ['createCourses', 'deliverTraining', 'shareResources'],
  });
  const colleagues = [head, byEmail('monitor@demo.ch')];
  await db
    .insert(calendarShares)
    .values(
      mainCalendars
        .filter((calendar) => colleagues.some((colleague) => colleague.id === calendar.ownerId))
        .map((calendar) => ({ calendarId: calendar.id, monitorId: employee.id, access: 'write' as const })),
    );
  await db.insert(schoolInvitations).values({
    schoolId: head.schoolId,
    email: 'nouvelle.monitrice@demo.ch',
    kind: 'monitor',
    tokenHash: hashToken(randomToken()),
    invitedBy: head.id,
    createdAt: new Date(now.getTime() - DAY_MS),
    expiresAt: new Date(now.getTime() + (INVITATION_VALID_DAYS - 1) * DAY_MS),
  });
}
