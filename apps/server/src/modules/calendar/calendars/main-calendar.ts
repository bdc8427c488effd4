import type { Db } from '../../../db/client';
import { serverTexts } from '../../../lib/server-texts';
import { getUser } from '../../identity';
import { type CalendarRow, findMainCalendar, insertCalendar, setMainCalendarCourse } from './calendars.repo';

export const MAIN_CALENDAR_COLOUR = '#1c7ed6';

/** Spec §2: the main calendar every monitor gets at sign-up, named in his language. */
export function createMainCalendar(
  db: Db,
  owner: { id: string; schoolId: string | null; language: string },
): Promise<CalendarRow> {
  return insertCalendar(db, {
    ownerId: owner.id,
    schoolId: owner.schoolId,
    label: serverTexts(owner.language, 'calendar-defaults')('mainCalendar'),
    colour: MAIN_CALENDAR_COLOUR,
    main: true,
  });
}

/** The user's main calendar; one who never had one (an administrator booking for the first time) gets it now. */
export async function mainCalendarOf(db: Db, userId: string): Promise<CalendarRow> {
  const existing = await findMainCalendar(db, userId);
  if (existing) return existing;
  const owner = await getUser(db, userId);
  if (!owner) throw new Error('the calendar owner is missing');
  return createMainCalendar(db, owner);
}

/** The course the owner's main calendar books by default, unless he already chose one. */
export async function presetMainCalendarCourse(db: Db, ownerId: string, courseId: string): Promise<void> {
  await setMainCalendarCourse(db, ownerId, courseId);
}
