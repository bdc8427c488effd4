import { defineAbilityFor, personName, schoolDay, translatedText } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import type { MailAttachmentMakers } from '../../../kernel/messaging';
import { NotFoundError } from '../../../lib/errors';
import { serverTexts } from '../../../lib/server-texts';
import { schoolRecord } from '../../school';
import { findOrders, type OrderRow } from '../orders/orders.repo';
import { type Invoice, type InvoiceBuyer, invoiceLanguage } from './invoice';
import { invoiceAttachment, invoiceFileName, invoicePdf } from './invoice-pdf.service';
import { productSeller } from './invoice-sellers';

/**
 * Who a subscription is billed to: the buyer at his own address when he recorded one; else his
 * school at its billing address (or its address), for his attention; else the buyer without an
 * address (the payment part's "payable by" box is then left to fill by hand, as the standard allows).
 */
async function buyerOf(db: Db, buyer: OrderRow['buyer']): Promise<InvoiceBuyer> {
  const name = personName(buyer);
  if (buyer.postcode && buyer.city) {
    const address = {
      street: buyer.address,
      houseNumber: null,
      postcode: buyer.postcode,
      city: buyer.city,
      country: 'CH',
    };
    return { name, attention: null, address, email: buyer.email };
  }
  const school = buyer.schoolId ? await schoolRecord({ db }, buyer.schoolId) : null;
  const address =
    school?.billing ??
    (school?.postcode && school.city
      ? {
          street: school.street,
          houseNumber: school.houseNumber,
          postcode: school.postcode,
          city: school.city,
          country: school.country,
        }
      : null);
  if (!school || !address) return { name, attention: null, address: null, email: buyer.email };
  return { name: school.name, attention: name, address, email: buyer.email };
}

/** A subscription order as the product company's invoice, in its buyer's language. */
export async function subscriptionInvoice(deps: Pick<Deps, 'config'>, db: Db, row: OrderRow): Promise<Invoice> {
  const { order, plan, buyer } = row;
  const language = invoiceLanguage(buyer.language);
  const texts = serverTexts(language, 'commerce-invoice');
  const description = texts('subscription', {
    plan: translatedText(plan, 'name', language),
    licences: order.licences / order.quantity,
    days: plan.daysPerLicence,
  });
  return {
    number: order.number,
    issuedOn: schoolDay(order.createdAt),
    language,
    seller: productSeller(deps.config),
    buyer: await buyerOf(db, buyer),
    lines: [{ description, quantity: order.quantity, unitPrice: order.unitPrice }],
  };
}

/** An order's invoice as a PDF, for its buyer or the product administrator; anyone else is told it does not exist. */
export async function subscriptionInvoicePdf(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  orderId: string,
): Promise<{ fileName: string; content: Buffer }> {
  const [row] = await findOrders(deps.db, { id: orderId });
  const mayRead = row && (row.buyer.id === actor.userId || defineAbilityFor(actor).can('manage', 'admin'));
  if (!mayRead) throw new NotFoundError('No such order');
  const invoice = await subscriptionInvoice(deps, deps.db, row);
  return { fileName: invoiceFileName(invoice), content: await invoicePdf(invoice) };
}

/** The kind of a mail's attachment that is a subscription order's invoice (the order's confirmation). */
export const SUBSCRIPTION_INVOICE = 'subscription-invoice';

/** How the mail delivery draws the invoices it attaches: a subscription order's, from the order, as issued. */
export function invoiceAttachmentMakers(config: Deps['config']): MailAttachmentMakers {
  return {
    [SUBSCRIPTION_INVOICE]: async (db, orderId) => {
      const [row] = await findOrders(db, { id: orderId });
      if (!row) throw new Error('the invoiced order is gone');
      return invoiceAttachment(await subscriptionInvoice({ config }, db, row));
    },
  };
}
