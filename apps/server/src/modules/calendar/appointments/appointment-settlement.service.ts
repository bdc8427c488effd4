import type { Db } from '../../../db/client';
import { markAppointmentPaid } from './appointments.repo';

/** A lesson given or settled: its appointment is paid (or paid no more). */
export async function settleAppointment(db: Db, appointmentId: string, paid: boolean): Promise<void> {
  await markAppointmentPaid(db, appointmentId, paid);
}
