import type { ShopOrderStatus, ShopPaymentMode } from '@ds/domain';
import { and, asc, desc, eq, gte, ilike, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../db/like-pattern';
import { articles, shopOrders, users } from '../../../db/schema';

/** Whose sales a list reaches: a seller's own, besides every sale of a school for its head; none named: every order. */
export interface SalesScope {
  sellerId?: string;
  schoolId?: string;
}

export interface SalesFilter {
  q: string;
  status?: ShopOrderStatus;
  paymentMode?: ShopPaymentMode;
  /** Instants: the start of the first Swiss day and the end of the last. */
  from?: Date;
  until?: Date;
}

/** Centimes: totals, the VAT they hold, what vouchers paid and the card fees. */
export interface SalesSums {
  income: number;
  tax: number;
  cashback: number;
  providerFees: number;
}

const seller = alias(users, 'seller');

const rowColumns = {
  order: shopOrders,
  seller: { id: seller.id, firstname: seller.firstname, name: seller.name },
  article: {
    code: articles.code,
    kind: articles.kind,
    labelFr: articles.labelFr,
    labelDe: articles.labelDe,
    labelIt: articles.labelIt,
    labelEn: articles.labelEn,
  },
};

export type SaleRow = {
  order: typeof shopOrders.$inferSelect;
  seller: { id: string; firstname: string; name: string };
  article: { code: string; kind: (typeof articles.$inferSelect)['kind'] } & Record<
    'labelFr' | 'labelDe' | 'labelIt' | 'labelEn',
    string
  >;
};

function scopeOf(scope: SalesScope): SQL | undefined {
  return or(
    scope.sellerId ? eq(shopOrders.sellerId, scope.sellerId) : undefined,
    scope.schoolId ? eq(shopOrders.schoolId, scope.schoolId) : undefined,
  );
}

/** Part of the number, of the buyer's name or e-mail, or of the article's label in any language. */
function searchOf(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(shopOrders.number, pattern),
    sql`(${shopOrders.buyerFirstname} || ' ' || ${shopOrders.buyerName}) ilike ${pattern}`,
    ilike(shopOrders.buyerEmail, pattern),
    ilike(articles.labelFr, pattern),
    ilike(articles.labelDe, pattern),
    ilike(articles.labelIt, pattern),
    ilike(articles.labelEn, pattern),
  );
}

function whereOf(scope: SalesScope, filter: SalesFilter): SQL | undefined {
  return and(
    scopeOf(scope),
    searchOf(filter.q),
    filter.status && eq(shopOrders.status, filter.status),
    filter.paymentMode && eq(shopOrders.paymentMode, filter.paymentMode),
    filter.from && gte(shopOrders.createdAt, filter.from),
    filter.until && lt(shopOrders.createdAt, filter.until),
  );
}

function selectRows(db: Db, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(shopOrders)
    .innerJoin(seller, eq(seller.id, shopOrders.sellerId))
    .innerJoin(articles, eq(articles.id, shopOrders.articleId))
    .where(where)
    .orderBy(desc(shopOrders.createdAt), asc(shopOrders.id));
}

const counted = ne(shopOrders.status, 'cancelled');
const sumOf = (value: SQL) => sql<number>`coalesce(sum(${value}) filter (where ${counted}), 0)::int`;

/** A page of the sales in scope, newest first, with how many there are and what they add up to (centimes). */
export async function findSalesPage(
  db: Db,
  scope: SalesScope,
  filter: SalesFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: SaleRow[]; total: number; sums: SalesSums }> {
  const where = whereOf(scope, filter);
  const [rows, [totals]] = await Promise.all([
    selectRows(db, where).offset(page.offset).limit(page.limit),
    db
      .select({
        total: sql<number>`count(*)::int`,
        income: sumOf(sql`${shopOrders.total}`),
        tax: sumOf(sql`${shopOrders.vat}`),
        cashback: sumOf(sql`${shopOrders.voucherAmount}`),
        providerFees: sumOf(sql`${shopOrders.providerFee}`),
      })
      .from(shopOrders)
      .innerJoin(articles, eq(articles.id, shopOrders.articleId))
      .where(where),
  ]);
  const { total = 0, ...sums } = totals ?? { income: 0, tax: 0, cashback: 0, providerFees: 0 };
  return { rows, total, sums };
}

/** Every sale in scope of the filter, newest first (an export). */
export function findSales(db: Db, scope: SalesScope, filter: SalesFilter): Promise<SaleRow[]> {
  return selectRows(db, whereOf(scope, filter));
}
