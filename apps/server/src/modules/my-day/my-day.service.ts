import { MY_DAY_UNPAID_MAX, type MyDay, NEXT_LESSON_WINDOW_MINUTES, schoolDay, schoolDayBounds } from '@ds/domain';
import type { Db } from '../../db/client';
import { presentAppointments } from '../appointments/appointments.service';
import type { Actor } from '../auth/session.service';
import { findNextLesson, findOwnAppointmentsBetween, findTasksDue, findUnpaidLessons } from './my-day.repo';

/**
 * A monitor's day (spec: my day): today's appointments of his calendars in order, the next
 * lesson starting within 60 minutes, open tasks of his students due today or overdue, and
 * his unpaid past lessons.
 */
export async function myDay(db: Db, actor: Actor, now = new Date()): Promise<MyDay> {
  const day = schoolDay(now);
  const { start, end } = schoolDayBounds(day);
  const until = new Date(now.getTime() + NEXT_LESSON_WINDOW_MINUTES * 60_000);
  const [today, next, tasks, unpaid] = await Promise.all([
    findOwnAppointmentsBetween(db, actor.userId, start, end),
    findNextLesson(db, actor.userId, now, until),
    findTasksDue(db, actor, day),
    findUnpaidLessons(db, actor.userId, now, MY_DAY_UNPAID_MAX),
  ]);
  const [appointments, nextLesson, unpaidLessons] = await Promise.all([
    presentAppointments(db, today),
    next ? presentAppointments(db, [next]) : Promise.resolve([]),
    presentAppointments(db, unpaid),
  ]);
  return {
    day,
    appointments,
    nextLesson: nextLesson[0] ?? null,
    tasks: tasks.map((task) => ({ ...task, dueDate: task.dueDate ?? day })),
    unpaidLessons,
  };
}
