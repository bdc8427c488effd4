import type { Purchase } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { NotFoundError } from '../../../lib/errors';
import { hashToken } from '../../../lib/secrets';
import { findArticleViews } from '../articles/articles.repo';
import { purchaseOf } from './purchase-answer';
import { shopOrderPdf, shopSellerOf } from './shop-invoice.service';
import { findOrdersOfBuyer, findShopOrder, type ShopOrderRow } from './shop-orders.repo';

type PurchaseDeps = Pick<Deps, 'db' | 'secrets'>;

const noSuchPurchase = () => new NotFoundError('No such purchase');

async function purchasesOf(deps: PurchaseDeps, orders: ShopOrderRow[]): Promise<Purchase[]> {
  const views = new Map(
    (await findArticleViews(deps.db, [...new Set(orders.map((order) => order.articleId))])).map((view) => [
      view.article.id,
      view,
    ]),
  );
  const invoicing = new Map<string | null, boolean>();
  const purchases: Purchase[] = [];
  for (const order of orders) {
    const view = views.get(order.articleId);
    if (!view) throw new Error('the ordered article is gone');
    if (!invoicing.has(order.schoolId)) {
      invoicing.set(order.schoolId, (await shopSellerOf(deps.db, order.schoolId)).invoicing !== null);
    }
    purchases.push(await purchaseOf(deps, order, view, invoicing.get(order.schoolId) === true));
  }
  return purchases;
}

export async function purchaseById(deps: PurchaseDeps, orderId: string): Promise<Purchase> {
  const order = await findShopOrder(deps.db, { id: orderId });
  if (!order) throw noSuchPurchase();
  const [purchase] = await purchasesOf(deps, [order]);
  return purchase as Purchase;
}

async function orderOfToken(deps: Pick<Deps, 'db'>, token: string): Promise<ShopOrderRow> {
  const order = await findShopOrder(deps.db, { accessTokenHash: hashToken(token) });
  if (!order) throw noSuchPurchase();
  return order;
}

/** A purchase by its private token (/purchase/:token, no session): the order and what it delivered; any other token is a 404. */
export async function purchaseByToken(deps: PurchaseDeps, token: string): Promise<Purchase> {
  return purchaseById(deps, (await orderOfToken(deps, token)).id);
}

/** The caller's own purchases as a buyer (his account's), newest first. */
export async function accountPurchases(deps: PurchaseDeps, actor: Actor): Promise<Purchase[]> {
  return purchasesOf(deps, await findOrdersOfBuyer(deps.db, actor.userId));
}

type InvoiceDeps = Pick<Deps, 'db' | 'files' | 'log'>;

async function pdfOf(deps: InvoiceDeps, order: ShopOrderRow) {
  const pdf = await shopOrderPdf(deps, order);
  if (!pdf) throw new NotFoundError('This seller issues no invoice');
  return pdf;
}

/** A purchase's invoice (its receipt once paid) by its private token. */
export async function purchaseInvoiceByToken(deps: InvoiceDeps, token: string) {
  return pdfOf(deps, await orderOfToken(deps, token));
}

/** One of the caller's own purchases' invoice (receipt once paid); anyone else's is a 404. */
export async function accountPurchaseInvoice(deps: InvoiceDeps, actor: Actor, orderId: string) {
  const order = await findShopOrder(deps.db, { id: orderId });
  if (!order || order.buyerId !== actor.userId) throw noSuchPurchase();
  return pdfOf(deps, order);
}
