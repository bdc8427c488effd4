import type { Db } from '../../../db/client';
import { findAppointmentOfStudent } from '../appointments/appointments.repo';
import { renderCalendar } from './ical-write';

/**
 * The iCalendar file of a student's appointment, as a confirmation mail attaches it (a student
 * adds the lesson to his phone's calendar with a tap); none once he is no longer on it. The
 * summary is the course's label when the appointment has no title of its own.
 */
export async function appointmentFileFor(db: Db, appointmentId: string, studentId: string): Promise<string | null> {
  const found = await findAppointmentOfStudent(db, appointmentId, studentId);
  if (!found) return null;
  const { appointment, courseLabel } = found;
  return renderCalendar([{ ...appointment, title: appointment.title || courseLabel || '' }]);
}
