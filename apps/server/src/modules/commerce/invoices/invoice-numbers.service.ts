import { invoiceNumber, schoolDay } from '@ds/domain';
import type { Db } from '../../../db/client';
import { nextInvoiceSequence } from './invoice-numbers.repo';

/** Whose numbers an invoice takes: the product's own (subscriptions) or a school's (its shop). */
export type InvoiceIssuer = { kind: 'product' } | { kind: 'school'; schoolId: string };

/** The counter's key of a seller: `product`, or the school's id. */
function counterKeyOf(issuer: InvoiceIssuer): string {
  return issuer.kind === 'product' ? 'product' : issuer.schoolId;
}

/**
 * The next invoice number of a seller (`2026-00042`), in the Zurich year of `at`: every order or
 * sale that invoices takes its number here, inside the transaction that writes it.
 */
export async function nextInvoiceNumber(db: Db, issuer: InvoiceIssuer, at: Date): Promise<string> {
  // The school's year (Europe/Zurich), not the server clock's.
  const year = Number(schoolDay(at).slice(0, 4));
  return invoiceNumber(year, await nextInvoiceSequence(db, counterKeyOf(issuer), year));
}
