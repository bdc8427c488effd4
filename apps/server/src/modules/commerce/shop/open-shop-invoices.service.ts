import { articleText, dayPlus, schoolDay } from '@ds/domain';
import type { Db } from '../../../db/client';
import { findArticleViews } from '../articles/articles.repo';
import { INVOICE_PAYABLE_DAYS } from '../invoices/invoice';
import { findOpenShopInvoices } from './shop-orders.repo';

/** A shop invoice its buyer still owes, as accounting's open bills list it. */
export interface OpenShopInvoice {
  id: string;
  number: string;
  sellerId: string;
  buyerId: string | null;
  buyerName: string;
  buyerEmail: string;
  /** YYYY-MM-DD, the Swiss day it was ordered. */
  orderedOn: string;
  /** YYYY-MM-DD: the invoice's days to pay after it. */
  dueOn: string;
  /** The article, in the buyer's language. */
  article: string;
  /** Centimes still to pay (the total less what a voucher paid). */
  due: number;
}

/**
 * The shop invoices awaiting payment whose seller is the reader: a monitor's own (`sellerId`),
 * or every one of a school (`schoolId`, narrowed to one seller with both).
 */
export async function openShopInvoices(
  db: Db,
  seller: { schoolId?: string; sellerId?: string },
): Promise<OpenShopInvoice[]> {
  const orders = await findOpenShopInvoices(db, seller);
  const views = new Map(
    (await findArticleViews(db, [...new Set(orders.map((order) => order.articleId))])).map((view) => [
      view.article.id,
      view,
    ]),
  );
  return orders.map((order) => {
    const orderedOn = schoolDay(order.createdAt);
    const view = views.get(order.articleId);
    return {
      id: order.id,
      number: order.number,
      sellerId: order.sellerId,
      buyerId: order.buyerId,
      buyerName: `${order.buyerFirstname} ${order.buyerName}`.trim(),
      buyerEmail: order.buyerEmail,
      orderedOn,
      dueOn: dayPlus(orderedOn, INVOICE_PAYABLE_DAYS),
      article: view ? articleText(view.article, 'label', order.buyerLanguage) : order.number,
      due: order.due,
    };
  });
}
