import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { planLicences, subscriptionOrders, subscriptionPlans, users } from '../../../db/schema';

export type OrderStatus = (typeof subscriptionOrders.$inferSelect)['status'];

export async function insertOrder(db: Db, values: typeof subscriptionOrders.$inferInsert): Promise<string> {
  const [row] = await db.insert(subscriptionOrders).values(values).returning({ id: subscriptionOrders.id });
  if (!row) throw new Error('order not inserted');
  return row.id;
}

function selectOrders(db: Db, where: SQL | undefined) {
  return db
    .select({
      order: subscriptionOrders,
      plan: {
        id: subscriptionPlans.id,
        nameFr: subscriptionPlans.nameFr,
        nameDe: subscriptionPlans.nameDe,
        nameIt: subscriptionPlans.nameIt,
        modules: subscriptionPlans.modules,
        daysPerLicence: subscriptionPlans.daysPerLicence,
        monthlySms: subscriptionPlans.monthlySms,
      },
      buyer: {
        id: users.id,
        firstname: users.firstname,
        name: users.name,
        email: users.email,
        language: users.language,
        schoolId: users.schoolId,
        address: users.address,
        postcode: users.postcode,
        city: users.city,
      },
    })
    .from(subscriptionOrders)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionOrders.planId))
    .innerJoin(users, eq(users.id, subscriptionOrders.buyerId))
    .where(where)
    .orderBy(desc(subscriptionOrders.createdAt), desc(subscriptionOrders.id))
    .limit(500);
}

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

export function findOrders(
  db: Db,
  filter: { buyerId?: string; buyerIds?: string[]; status?: OrderStatus; id?: string },
) {
  return selectOrders(
    db,
    and(
      filter.buyerId ? eq(subscriptionOrders.buyerId, filter.buyerId) : undefined,
      filter.buyerIds ? inArray(subscriptionOrders.buyerId, filter.buyerIds) : undefined,
      filter.status ? eq(subscriptionOrders.status, filter.status) : undefined,
      filter.id ? eq(subscriptionOrders.id, filter.id) : undefined,
    ),
  );
}

/** Marks an order paid if it still awaits its payment (locks it); false otherwise. `recordedBy`: the administrator, none for a card. */
export async function markOrderPaid(db: Db, id: string, recordedBy: string | null): Promise<boolean> {
  const rows = await db
    .update(subscriptionOrders)
    .set({ status: 'paid', paidAt: new Date(), paymentRecordedBy: recordedBy })
    .where(and(eq(subscriptionOrders.id, id), eq(subscriptionOrders.status, 'awaiting_payment')))
    .returning({ id: subscriptionOrders.id });
  return rows.length > 0;
}

export async function cancelOrderAwaitingPayment(db: Db, id: string): Promise<void> {
  await db
    .update(subscriptionOrders)
    .set({ status: 'cancelled' })
    .where(and(eq(subscriptionOrders.id, id), eq(subscriptionOrders.status, 'awaiting_payment')));
}

export async function linkOrderLicences(db: Db, orderId: string, planId: string, licenceIds: string[]) {
  if (licenceIds.length > 0) {
    await db.insert(planLicences).values(licenceIds.map((licenceId) => ({ licenceId, planId, orderId })));
  }
}
