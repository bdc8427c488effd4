import { MY_DAY_UNPAID_MAX, type MyDay, NEXT_LESSON_WINDOW_MINUTES, schoolDay, schoolDayBounds } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { presentWithDetails } from '../appointments/appointments.service';
import { readMyDay } from './my-day.repo';

/**
 * A monitor's day (spec: my day): today's appointments of his calendars in order, the next
 * lesson starting within 60 minutes, open tasks of his students due today or overdue, and
 * his unpaid past lessons.
 */
export async function myDay(db: Db, actor: Actor, now = new Date()): Promise<MyDay> {
  const day = schoolDay(now);
  const { start, end } = schoolDayBounds(day);
  const until = new Date(now.getTime() + NEXT_LESSON_WINDOW_MINUTES * 60_000);
  const read = await readMyDay(db, actor, { day, start, end, now, until, unpaidLimit: MY_DAY_UNPAID_MAX });
  const [nextLesson] = presentWithDetails(read.next ? [read.next] : [], read.details);
  return {
    day,
    appointments: presentWithDetails(read.today, read.details),
    nextLesson: nextLesson ?? null,
    tasks: read.tasks,
    unpaidLessons: presentWithDetails(read.unpaid, read.details),
  };
}
