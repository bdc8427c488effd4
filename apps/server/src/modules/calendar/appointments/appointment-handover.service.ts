import type { Db } from '../../../db/client';
import { MonitorBusyError } from '../../../lib/errors';
import { mainCalendarOf } from '../calendars/main-calendar';
import { findFutureAppointmentsOf, moveAppointments } from './appointment-handover.repo';
import { findMonitorClash } from './monitor-time.repo';

/**
 * Hands a member's future appointments (those of his own calendars from `now` on) to another
 * monitor of the school: they move into that monitor's main calendar, with their students,
 * course and resources. When one would overlap the receiving monitor's time, nothing moves:
 * 409 `monitor_busy` naming the clash. Runs in the caller's transaction; answers how many moved.
 */
export async function handOverFutureAppointments(
  db: Db,
  move: { fromUserId: string; toUserId: string; viewerId: string },
  now = new Date(),
): Promise<number> {
  const moving = await findFutureAppointmentsOf(db, move.fromUserId, now);
  const ids = moving.map((appointment) => appointment.id);
  for (const appointment of moving) {
    if (appointment.allDay || appointment.allowOverlap) continue;
    const slot = { start: appointment.startsAt, end: appointment.endsAt };
    const clash = await findMonitorClash(db, move.toUserId, slot, ids, move.viewerId);
    if (clash) throw new MonitorBusyError(clash);
  }
  const target = await mainCalendarOf(db, move.toUserId);
  await moveAppointments(db, ids, target.id);
  return ids.length;
}
