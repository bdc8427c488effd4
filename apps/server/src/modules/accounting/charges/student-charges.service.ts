import type { OpenBills, PaymentRecordInput } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { holdsBill, requireFinanceLicence } from '../accounting-access';
import { checkPaidOn } from '../billing/lesson-invoices.service';
import { openBills } from '../billing/open-bills.service';
import { deleteUnpaidCharge, insertStudentCharge, lockStudentCharge, markChargePaid } from './student-charges.repo';

export interface StudentCharge {
  schoolId: string | null;
  monitorId: string;
  studentId: string;
  /** What caused it, once: a second charge of the same source is nothing. */
  source: string;
  chargedOn: string;
  description: string;
  /** Centimes. */
  amount: number;
}

/** Something a student owes that is no lesson given (a lesson cancelled too late): among his open bills until paid. */
export async function chargeStudent(tx: Db, charge: StudentCharge): Promise<void> {
  await insertStudentCharge(tx, charge);
}

/** The monitor waives a charge: gone from the open bills, unless it was paid already (then it stays, and false). */
export function waiveCharge(tx: Db, source: string): Promise<boolean> {
  return deleteUnpaidCharge(tx, source);
}

/** Records a charge paid on a day by a method (409 `not_payable` the second time); answers the open bills. */
export async function recordChargePayment(
  db: Db,
  actor: Actor,
  chargeId: string,
  payment: PaymentRecordInput,
): Promise<OpenBills> {
  requireFinanceLicence(actor);
  checkPaidOn(payment);
  await db.transaction(async (tx) => {
    const charge = await lockStudentCharge(tx, chargeId);
    if (!charge || !holdsBill(actor, charge)) throw new NotFoundError('No such charge');
    if (charge.paidOn) throw new ConflictError('This charge is paid already', 'not_payable');
    await markChargePaid(tx, charge.id, payment.paidOn, payment.method);
  });
  return openBills(db, actor, { q: '' });
}
