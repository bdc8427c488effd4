import {
  articleText,
  defineAbilityFor,
  personName,
  realIncome,
  SHOP_ORDERS_PAGE_SIZE,
  type ShopSale,
  type ShopSalesExportQuery,
  type ShopSalesPage,
  type ShopSalesQuery,
  schoolDayBounds,
  toChf,
} from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ForbiddenError } from '../../../lib/errors';
import { getUserLanguage } from '../../identity';
import { mayRecordPayment } from '../shop/shop-order-payments.service';
import { findSales, findSalesPage, type SaleRow, type SalesFilter, type SalesScope } from './sales.repo';
import { type SalesFile, salesFile } from './sales-file';

type SalesDeps = Pick<Deps, 'db'>;

/**
 * `mine`: what the reader sold, and every sale of his school for its head (as for vouchers);
 * `all`: every order of the product, for its administrator only.
 */
function scopeOf(actor: Actor, scope: ShopSalesQuery['scope']): SalesScope {
  if (scope === 'all') {
    if (!defineAbilityFor(actor).can('manage', 'admin')) {
      throw new ForbiddenError("Only the product's administrator lists every order");
    }
    return {};
  }
  return { sellerId: actor.userId, schoolId: (actor.schoolHead && actor.schoolId) || undefined };
}

function filterOf(query: Omit<ShopSalesQuery, 'page'>): SalesFilter {
  return {
    q: query.q,
    status: query.status,
    paymentMode: query.paymentMode,
    from: query.from ? schoolDayBounds(query.from).start : undefined,
    until: query.to ? schoolDayBounds(query.to).end : undefined,
  };
}

/** An invoice still awaiting its payment, which the reader may record (the rule of the recording itself). */
function paymentRecordable(actor: Actor, order: SaleRow['order']): boolean {
  return order.status === 'awaiting_payment' && order.paymentMode === 'invoice' && mayRecordPayment(actor, order);
}

function saleOf(actor: Actor, language: string, { order, seller, article }: SaleRow): ShopSale {
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    status: order.status,
    buyer: {
      id: order.buyerId,
      name: personName({ firstname: order.buyerFirstname, name: order.buyerName }),
      email: order.buyerEmail,
    },
    seller: { id: seller.id, name: personName(seller) },
    article: { code: article.code, kind: article.kind },
    description: articleText(article, 'label', language),
    quantity: order.quantity,
    income: toChf(order.total),
    tax: toChf(order.vat),
    realIncome: toChf(realIncome({ total: order.total, voucher: order.voucherAmount, providerFee: order.providerFee })),
    paymentMode: order.paymentMode,
    cashback: toChf(order.voucherAmount),
    paymentRecordable: paymentRecordable(actor, order),
  };
}

/** A page of the orders in scope, newest first, with what the whole filter adds up to. */
export async function listSales(deps: SalesDeps, actor: Actor, query: ShopSalesQuery): Promise<ShopSalesPage> {
  const offset = (query.page - 1) * SHOP_ORDERS_PAGE_SIZE;
  const [{ rows, total, sums }, language = 'fr'] = await Promise.all([
    findSalesPage(deps.db, scopeOf(actor, query.scope), filterOf(query), { offset, limit: SHOP_ORDERS_PAGE_SIZE }),
    getUserLanguage(deps.db, actor.userId),
  ]);
  return {
    data: rows.map((row) => saleOf(actor, language, row)),
    page: { total, offset, limit: SHOP_ORDERS_PAGE_SIZE },
    sums: {
      income: toChf(sums.income),
      tax: toChf(sums.tax),
      realIncome: toChf(realIncome({ total: sums.income, voucher: sums.cashback, providerFee: sums.providerFees })),
      cashback: toChf(sums.cashback),
    },
  };
}

/** The whole filtered list (every page) as a CSV or XLSX file in the reader's language. */
export async function exportSales(deps: SalesDeps, actor: Actor, query: ShopSalesExportQuery): Promise<SalesFile> {
  const [rows, language = 'fr'] = await Promise.all([
    findSales(deps.db, scopeOf(actor, query.scope), filterOf(query)),
    getUserLanguage(deps.db, actor.userId),
  ]);
  return salesFile(
    rows.map((row) => saleOf(actor, language, row)),
    language,
    query.format,
  );
}
