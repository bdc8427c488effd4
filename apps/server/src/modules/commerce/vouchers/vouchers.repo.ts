import { canonicalVoucherCode, type VoucherStatus } from '@ds/domain';
import { and, asc, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../db/like-pattern';
import { schools, shopSellers, users, voucherMovements, vouchers } from '../../../db/schema';

export type VoucherValues = typeof vouchers.$inferInsert;
export type MovementValues = typeof voucherMovements.$inferInsert;
export type VoucherRecord = typeof vouchers.$inferSelect;
export type VoucherRow = VoucherRecord & {
  seller: { id: string; firstname: string; name: string };
  schoolName: string | null;
};

/** Who a list or a change reaches: the seller's own vouchers, every voucher of his school for its head. */
export interface VoucherScope {
  userId: string;
  schoolId: string | null;
  schoolHead: boolean;
}

/** Where a voucher is spent: at the seller's school, or with the seller himself when he has none. */
export interface VoucherSeller {
  userId: string;
  schoolId: string | null;
}

function scopeOf(scope: VoucherScope): SQL | undefined {
  if (!scope.schoolId) return and(isNull(vouchers.schoolId), eq(vouchers.ownerId, scope.userId));
  const school = eq(vouchers.schoolId, scope.schoolId);
  return scope.schoolHead ? school : and(school, eq(vouchers.ownerId, scope.userId));
}

function sellerOf(seller: VoucherSeller): SQL | undefined {
  return seller.schoolId
    ? eq(vouchers.schoolId, seller.schoolId)
    : and(isNull(vouchers.schoolId), eq(vouchers.ownerId, seller.userId));
}

/** The vouchers of a status on a Swiss day, in the precedence of the domain's `voucherStatus`. */
function statusOf(status: VoucherStatus, today: string): SQL | undefined {
  if (status === 'disabled') return isNotNull(vouchers.disabledAt);
  const active = isNull(vouchers.disabledAt);
  if (status === 'notYetValid') return and(active, gt(vouchers.validFrom, today));
  const started = and(active, lte(vouchers.validFrom, today));
  if (status === 'expired') return and(started, lt(vouchers.validTo, today));
  const running = and(started, gte(vouchers.validTo, today));
  return and(running, status === 'usable' ? gt(vouchers.available, 0) : eq(vouchers.available, 0));
}

/** A code typed in part (with or without its dashes), or part of the buyer's or the beneficiary's name. */
function searchOf(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  const code = canonicalVoucherCode(q);
  return or(
    code ? sql`${vouchers.code} like ${`%${escapeLike(code)}%`}` : undefined,
    ilike(vouchers.buyerName, pattern),
    ilike(vouchers.beneficiaryName, pattern),
  );
}

const rowColumns = {
  voucher: vouchers,
  seller: { id: users.id, firstname: users.firstname, name: users.name },
  schoolName: schools.name,
};

function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(vouchers)
    .innerJoin(users, eq(users.id, vouchers.ownerId))
    .leftJoin(schools, eq(schools.id, vouchers.schoolId));
}

const toRow = (row: { voucher: VoucherRecord; seller: VoucherRow['seller']; schoolName: string | null }) => ({
  ...row.voucher,
  seller: row.seller,
  schoolName: row.schoolName,
});

/** A page of the vouchers in scope, newest first. */
export async function findVoucherPage(
  db: Db,
  scope: VoucherScope,
  filter: { q: string; status?: VoucherStatus; today: string; offset: number; limit: number },
): Promise<{ rows: VoucherRow[]; total: number }> {
  const where = and(scopeOf(scope), searchOf(filter.q), filter.status && statusOf(filter.status, filter.today));
  const [rows, [count]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(vouchers.createdAt), asc(vouchers.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(vouchers).where(where),
  ]);
  return { rows: rows.map(toRow), total: count?.total ?? 0 };
}

export async function findVoucher(db: Db, scope: VoucherScope, id: string): Promise<VoucherRow | undefined> {
  const [row] = await selectRows(db).where(and(eq(vouchers.id, id), scopeOf(scope)));
  return row && toRow(row);
}

export function findMovements(db: Db, voucherId: string) {
  return db
    .select({
      movement: voucherMovements,
      actor: { id: users.id, firstname: users.firstname, name: users.name },
    })
    .from(voucherMovements)
    .leftJoin(users, eq(users.id, voucherMovements.actorId))
    .where(eq(voucherMovements.voucherId, voucherId))
    .orderBy(asc(voucherMovements.at), asc(voucherMovements.id));
}

/** Inserts a voucher unless its code is taken already (answers undefined then: draw another). */
export async function insertVoucher(db: Db, values: VoucherValues): Promise<string | undefined> {
  const [row] = await db
    .insert(vouchers)
    .values(values)
    .onConflictDoNothing({ target: vouchers.code })
    .returning({ id: vouchers.id });
  return row?.id;
}

export async function insertMovement(db: Db, values: MovementValues): Promise<void> {
  await db.insert(voucherMovements).values(values);
}

/** A voucher in scope, its row locked until the transaction ends (changes to one voucher wait for each other). */
export async function lockVoucher(db: Db, scope: VoucherScope, id: string): Promise<VoucherRecord | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), scopeOf(scope)))
    .for('update');
  return row;
}

/** A voucher by its id, whoever's it is, its row locked until the transaction ends (a refund). */
export async function lockVoucherById(db: Db, id: string): Promise<VoucherRecord | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  return row;
}

/** The voucher of a code spent at this seller, its row locked until the transaction ends. */
export async function lockSellerVoucher(
  db: Db,
  seller: VoucherSeller,
  code: string,
): Promise<VoucherRecord | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.code, code), sellerOf(seller)))
    .for('update');
  return row;
}

/** The voucher of a code spent at this seller, read without a lock (a preview), or at any seller when none is named. */
export async function findSellerVoucher(
  db: Db,
  seller: VoucherSeller | null,
  code: string,
): Promise<VoucherRecord | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.code, code), seller ? sellerOf(seller) : undefined));
  return row;
}

export async function setVoucherAvailable(db: Db, id: string, available: number, disabledAt?: Date): Promise<void> {
  await db.update(vouchers).set({ available, disabledAt }).where(eq(vouchers.id, id));
}

/** The seller of a shop code (spec §2 `:monitor`): where his vouchers are spent. */
export async function findSellerByShopCode(db: Db, code: string): Promise<VoucherSeller | undefined> {
  const [row] = await db
    .select({ userId: users.id, schoolId: users.schoolId })
    .from(shopSellers)
    .innerJoin(users, eq(users.id, shopSellers.userId))
    .where(eq(shopSellers.code, code));
  return row;
}
