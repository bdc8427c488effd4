import { and, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shopOrders, vouchers } from '../../../db/schema';

/** Whose shop a turnover reads: one seller's sales and vouchers, or a whole school's. */
export type ShopTurnoverScope = { sellerId: string } | { schoolId: string };

/** Instants: the start of the first Swiss day and the end of the last. */
export interface InstantRange {
  start: Date;
  end: Date;
}

/** Centimes and counts of the shop over a range. */
export interface ShopTurnoverSums {
  orders: number;
  total: number;
  collected: number;
  notCollected: number;
  vouchersIssued: number;
  vouchersIssuedValue: number;
  vouchersRedeemed: number;
}

const centimes = (value: SQL, where: SQL = sql`true`) =>
  sql<number>`coalesce(sum(${value}) filter (where ${where}), 0)::int`;

/** The orders made in the range (cancelled ones left out) and the gift vouchers issued in it, summed in SQL. */
export async function sumShopTurnover(
  db: Db,
  scope: ShopTurnoverScope,
  range: InstantRange,
): Promise<ShopTurnoverSums> {
  const orderScope =
    'sellerId' in scope ? eq(shopOrders.sellerId, scope.sellerId) : eq(shopOrders.schoolId, scope.schoolId);
  const voucherScope =
    'sellerId' in scope ? eq(vouchers.ownerId, scope.sellerId) : eq(vouchers.schoolId, scope.schoolId);
  const [[orders], [issued]] = await Promise.all([
    db
      .select({
        orders: sql<number>`count(*)::int`,
        total: centimes(sql`${shopOrders.total}`),
        collected: centimes(sql`${shopOrders.total}`, eq(shopOrders.status, 'paid')),
        notCollected: centimes(sql`${shopOrders.total}`, eq(shopOrders.status, 'awaiting_payment')),
        vouchersRedeemed: centimes(sql`${shopOrders.voucherAmount}`),
      })
      .from(shopOrders)
      .where(
        and(
          orderScope,
          gte(shopOrders.createdAt, range.start),
          lt(shopOrders.createdAt, range.end),
          ne(shopOrders.status, 'cancelled'),
        ),
      ),
    db
      .select({ vouchersIssued: sql<number>`count(*)::int`, vouchersIssuedValue: centimes(sql`${vouchers.amount}`) })
      .from(vouchers)
      .where(and(voucherScope, gte(vouchers.createdAt, range.start), lt(vouchers.createdAt, range.end))),
  ]);
  return {
    orders: orders?.orders ?? 0,
    total: orders?.total ?? 0,
    collected: orders?.collected ?? 0,
    notCollected: orders?.notCollected ?? 0,
    vouchersRedeemed: orders?.vouchersRedeemed ?? 0,
    vouchersIssued: issued?.vouchersIssued ?? 0,
    vouchersIssuedValue: issued?.vouchersIssuedValue ?? 0,
  };
}
