import type { Db } from '../../../db/client';
import { schoolRecord } from '../../school';
import type { InvoiceSeller } from './invoice';
import { schoolSeller } from './invoice-sellers';

/** A school as the creditor of its invoices; null when it cannot invoice (no IBAN, or no postcode and city). */
export async function schoolInvoiceSeller(db: Db, schoolId: string): Promise<InvoiceSeller | null> {
  const school = await schoolRecord({ db }, schoolId);
  if (!school) return null;
  const seller = schoolSeller(school);
  return 'seller' in seller ? seller.seller : null;
}
