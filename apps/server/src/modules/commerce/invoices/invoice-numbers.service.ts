import { invoiceNumber, schoolDay } from '@ds/domain';
import type { Db } from '../../../db/client';
import { nextInvoiceSequence } from './invoice-numbers.repo';

/**
 * Whose numbers an invoice takes: the product's own (subscriptions), a school's (its shop), or a
 * monitor's without a school (his shop).
 */
export type InvoiceIssuer =
  | { kind: 'product' }
  | { kind: 'school'; schoolId: string }
  | { kind: 'monitor'; userId: string };

/** The counter's key of a seller, its series: `product`, the school's id, or the monitor's. */
export function invoiceSeriesOf(issuer: InvoiceIssuer): string {
  if (issuer.kind === 'product') return 'product';
  return issuer.kind === 'school' ? issuer.schoolId : issuer.userId;
}

/**
 * The next invoice number of a seller (`2026-00042`), in the Zurich year of `at`: every order or
 * sale that invoices takes its number here, inside the transaction that writes it.
 */
export async function nextInvoiceNumber(db: Db, issuer: InvoiceIssuer, at: Date): Promise<string> {
  // The school's year (Europe/Zurich), not the server clock's.
  const year = Number(schoolDay(at).slice(0, 4));
  return invoiceNumber(year, await nextInvoiceSequence(db, invoiceSeriesOf(issuer), year));
}
