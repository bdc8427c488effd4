import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shopOrderResources, shopOrders, shopOrderVouchers, theoryLicences, vouchers } from '../../../db/schema';

export type ShopOrderRow = typeof shopOrders.$inferSelect;
export type ShopOrderValues = typeof shopOrders.$inferInsert;

export async function insertShopOrder(db: Db, values: ShopOrderValues & { id: string }): Promise<void> {
  await db.insert(shopOrders).values(values);
}

export async function findShopOrder(
  db: Db,
  by: { id: string } | { accessTokenHash: string },
): Promise<ShopOrderRow | undefined> {
  const where = 'id' in by ? eq(shopOrders.id, by.id) : eq(shopOrders.accessTokenHash, by.accessTokenHash);
  const [row] = await db.select().from(shopOrders).where(where);
  return row;
}

/** An order, its row locked until the transaction ends: its payment and its delivery are decided one at a time. */
export async function lockShopOrder(db: Db, id: string): Promise<ShopOrderRow | undefined> {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.id, id)).for('update');
  return row;
}

/** A seller's invoices still awaiting their payment (his own, or his school's, or one seller's of a school), oldest first. */
export function findOpenShopInvoices(
  db: Db,
  seller: { schoolId?: string; sellerId?: string },
): Promise<ShopOrderRow[]> {
  return db
    .select()
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.paymentMode, 'invoice'),
        eq(shopOrders.status, 'awaiting_payment'),
        seller.schoolId ? eq(shopOrders.schoolId, seller.schoolId) : undefined,
        seller.sellerId ? eq(shopOrders.sellerId, seller.sellerId) : undefined,
      ),
    )
    .orderBy(asc(shopOrders.createdAt));
}

/** The orders a user bought, newest first. */
export function findOrdersOfBuyer(db: Db, buyerId: string): Promise<ShopOrderRow[]> {
  return db
    .select()
    .from(shopOrders)
    .where(eq(shopOrders.buyerId, buyerId))
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
    .limit(500);
}

/** Marks an order paid if it still awaits its payment; false otherwise. */
export async function markShopOrderPaid(
  db: Db,
  id: string,
  payment: { providerFee: number; recordedBy: string | null },
): Promise<boolean> {
  const rows = await db
    .update(shopOrders)
    .set({
      status: 'paid',
      paidAt: new Date(),
      providerFee: payment.providerFee,
      paymentRecordedBy: payment.recordedBy,
    })
    .where(and(eq(shopOrders.id, id), eq(shopOrders.status, 'awaiting_payment')))
    .returning({ id: shopOrders.id });
  return rows.length > 0;
}

/** Marks a paid order delivered, once: false when it was delivered already. */
export async function markShopOrderDelivered(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(shopOrders)
    .set({ deliveredAt: new Date() })
    .where(and(eq(shopOrders.id, id), eq(shopOrders.status, 'paid'), isNull(shopOrders.deliveredAt)))
    .returning({ id: shopOrders.id });
  return rows.length > 0;
}

/** Cancels an order still awaiting its payment; answers it as it was, or undefined when it was decided already. */
export async function cancelShopOrderAwaitingPayment(db: Db, id: string): Promise<ShopOrderRow | undefined> {
  const [row] = await db
    .update(shopOrders)
    .set({ status: 'cancelled' })
    .where(and(eq(shopOrders.id, id), eq(shopOrders.status, 'awaiting_payment')))
    .returning();
  return row;
}

export async function insertDeliveredResources(db: Db, orderId: string, resourceIds: string[]): Promise<void> {
  if (resourceIds.length === 0) return;
  await db.insert(shopOrderResources).values(resourceIds.map((resourceId) => ({ orderId, resourceId })));
}

/** Inserts a theory-exam licence unless its code is taken (false: draw another). */
export async function insertTheoryLicence(db: Db, values: typeof theoryLicences.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(theoryLicences)
    .values(values)
    .onConflictDoNothing({ target: theoryLicences.code })
    .returning({ id: theoryLicences.id });
  return rows.length > 0;
}

export async function linkOrderVoucher(db: Db, orderId: string, voucherId: string): Promise<void> {
  await db.insert(shopOrderVouchers).values({ orderId, voucherId });
}

/** What an order delivered: its resources, licence codes and vouchers, each in the order they were made. */
export async function findDelivered(db: Db, orderId: string) {
  const [resourceIds, licences, sold] = await Promise.all([
    db
      .select({ id: shopOrderResources.resourceId })
      .from(shopOrderResources)
      .where(eq(shopOrderResources.orderId, orderId)),
    db
      .select({ code: theoryLicences.code, days: theoryLicences.days })
      .from(theoryLicences)
      .where(eq(theoryLicences.orderId, orderId))
      .orderBy(theoryLicences.issuedAt, theoryLicences.code),
    db
      .select({ code: vouchers.code, amount: vouchers.amount, validTo: vouchers.validTo })
      .from(shopOrderVouchers)
      .innerJoin(vouchers, eq(vouchers.id, shopOrderVouchers.voucherId))
      .where(eq(shopOrderVouchers.orderId, orderId))
      .orderBy(vouchers.code),
  ]);
  return { resourceIds: resourceIds.map((row) => row.id), licences, vouchers: sold };
}
