import { articleText, schoolDay } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../kernel/deps';
import type { MailAttachmentMakers } from '../../../kernel/messaging';
import { documentLogo } from '../../identity';
import { schoolRecord } from '../../school';
import { type ArticleView, findArticleViews } from '../articles/articles.repo';
import { type Invoice, type InvoiceSeller, invoiceLanguage } from '../invoices/invoice';
import { invoiceAttachment, invoiceFileName, invoicePdf } from '../invoices/invoice-pdf.service';
import { schoolSeller } from '../invoices/invoice-sellers';
import { findShopOrder, type ShopOrderRow } from './shop-orders.repo';

/** What a shop's seller is for its orders: whether it charges VAT, and how it invoices. */
export interface ShopSeller {
  /** Its school's VAT number; null: no VAT (a school without one, a monitor without a school). */
  vatNumber: string | null;
  /** The QR-bill's creditor (`schoolSeller`); null when it cannot invoice (no school, or one without its account or address). */
  invoicing: InvoiceSeller | null;
}

export async function shopSellerOf(db: Db, schoolId: string | null): Promise<ShopSeller> {
  const school = schoolId ? await schoolRecord({ db }, schoolId) : null;
  if (!school) return { vatNumber: null, invoicing: null };
  const seller = schoolSeller(school);
  return { vatNumber: school.vatNumber, invoicing: 'seller' in seller ? seller.seller : null };
}

/** What drawing an invoice reads: the records, and the seller's logo from the file store. */
type DocumentDeps = Pick<Deps, 'db' | 'files' | 'log'>;

/**
 * A shop's order as its seller's invoice in the buyer's language (the buyer's address as the
 * debtor), less what a voucher paid; once paid, its receipt. Null when the seller cannot invoice
 * (its receipt is then the purchase page and the mail). The logo is the selling monitor's, else
 * his school's.
 */
export async function shopOrderInvoice(
  deps: DocumentDeps,
  order: ShopOrderRow,
  view: ArticleView,
): Promise<Invoice | null> {
  const seller = (await shopSellerOf(deps.db, order.schoolId)).invoicing;
  if (!seller) return null;
  const language = invoiceLanguage(order.buyerLanguage);
  return {
    number: order.number,
    issuedOn: schoolDay(order.createdAt),
    language,
    // The VAT number as it was when ordered: the order's rate is frozen, and so is whether it holds VAT.
    seller: { ...seller, vatNumber: order.vatRate === null ? null : seller.vatNumber },
    buyer: {
      name: `${order.buyerFirstname} ${order.buyerName}`,
      attention: null,
      address: order.buyerAddress,
      email: order.buyerEmail,
    },
    lines: [
      {
        description: articleText(view.article, 'label', language),
        quantity: order.quantity,
        unitPrice: order.unitPrice,
      },
    ],
    voucher: order.voucherAmount,
    paidOn: order.paidAt ? schoolDay(order.paidAt) : null,
    logo: await documentLogo(deps, { userId: view.article.ownerId, schoolId: order.schoolId }),
  };
}

/** An order's invoice (or receipt once paid) as a PDF; null when its seller does not invoice. */
export async function shopOrderPdf(
  deps: DocumentDeps,
  order: ShopOrderRow,
): Promise<{ fileName: string; content: Buffer } | null> {
  const [view] = await findArticleViews(deps.db, [order.articleId]);
  const invoice = view ? await shopOrderInvoice(deps, order, view) : null;
  if (!invoice) return null;
  return { fileName: invoiceFileName(invoice), content: await invoicePdf(invoice) };
}

/** The kinds of a mail's attachment that are a shop order's invoice (at the order) and its receipt (once paid). */
export const SHOP_INVOICE = 'shop-invoice';
export const SHOP_RECEIPT = 'shop-receipt';

async function orderAttachment(deps: DocumentDeps, orderId: string, receipt: boolean) {
  const order = await findShopOrder(deps.db, { id: orderId });
  const [view] = order ? await findArticleViews(deps.db, [order.articleId]) : [];
  if (!order || !view) throw new Error('the invoiced shop order is gone');
  // The invoice mail carries the bill to pay even when the payment came before the mail left.
  const invoice = await shopOrderInvoice(deps, receipt ? order : { ...order, paidAt: null }, view);
  if (!invoice) throw new Error('the shop order’s seller no longer invoices');
  return invoiceAttachment(invoice);
}

/** How the mail delivery draws a shop order's invoice and receipt, from the order (the logo from `files`). */
export function shopAttachmentMakers(deps: Pick<Deps, 'files' | 'log'>): MailAttachmentMakers {
  return {
    [SHOP_INVOICE]: (db, orderId) => orderAttachment({ ...deps, db }, orderId, false),
    [SHOP_RECEIPT]: (db, orderId) => orderAttachment({ ...deps, db }, orderId, true),
  };
}
