import { passesFinanceLicence } from '@ds/domain';
import type { Actor } from '../../kernel/actor';
import { AppError } from '../../lib/errors';

/** Accounting is the finance licence's (with the admin licence the routes ask): 403 `finance_licence_required` without. */
export function requireFinanceLicence(actor: Actor): void {
  if (!passesFinanceLicence(actor.roles, actor.licences)) {
    throw new AppError(403, 'finance_licence_required', 'Accounting needs the finance licence');
  }
}

/** Whose bills a reader sees: a school head his school's (one monitor's with `monitorId`), anyone else his own. */
export function billingScope(actor: Actor, monitorId?: string): { schoolId?: string; monitorId?: string } {
  if (actor.schoolHead && actor.schoolId) return { schoolId: actor.schoolId, monitorId };
  return { monitorId: actor.userId };
}

/** Whether the reader holds a lesson or an invoice: his own, or his school's for its head. */
export function holdsBill(actor: Actor, bill: { monitorId: string; schoolId: string | null }): boolean {
  if (bill.monitorId === actor.userId) return true;
  return actor.schoolHead && actor.schoolId !== null && bill.schoolId === actor.schoolId;
}

/** The seller's series whose terms the reader reads and sets: his school's, or his own without one. */
export function settingsSeriesOf(actor: Actor): string {
  return actor.schoolId ?? actor.userId;
}
