import { type Appointment, type AppointmentCopyInput, appointmentInputOf } from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { AppError, CopyImpossibleError } from '../../../lib/errors';
import { createAppointment, present } from './appointments.service';

/** The booking rules a copy may break: the client says "impossible to copy" and why. */
const RULE_BREACHES = new Set([
  'validation',
  'outside_course_range',
  'resource_unavailable',
  'student_busy',
  'monitor_busy',
]);

/**
 * Copies an appointment to another start (same length, course, students, resources and
 * calendar, not paid), booked with every rule of a new booking; it stands alone, outside any series.
 */
export async function copyAppointment(
  db: Db,
  actor: Actor,
  id: string,
  input: AppointmentCopyInput,
): Promise<Appointment> {
  const source = await requireAccess(db, actor, 'appointment.read', id);
  const shown = await present(db, source);
  const start = new Date(input.start);
  try {
    return await createAppointment(db, actor, {
      ...appointmentInputOf(shown),
      start: start.toISOString(),
      end: new Date(start.getTime() + (source.endsAt.getTime() - source.startsAt.getTime())).toISOString(),
      paid: false,
    });
  } catch (error) {
    if (error instanceof AppError && RULE_BREACHES.has(error.code)) throw new CopyImpossibleError(error);
    throw error;
  }
}
