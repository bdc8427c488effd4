import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { communicationSettings, users } from '../../../db/schema';

export type SettingsRow = typeof communicationSettings.$inferSelect;
export type SettingsValues = Omit<typeof communicationSettings.$inferInsert, 'ownerId' | 'version' | 'updatedAt'>;

export function findSettings(db: Db, ownerId: string): Promise<SettingsRow | undefined> {
  return db.query.communicationSettings.findFirst({ where: eq(communicationSettings.ownerId, ownerId) });
}

export function findSettingsOf(db: Db, ownerIds: string[]): Promise<SettingsRow[]> {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db.select().from(communicationSettings).where(inArray(communicationSettings.ownerId, ownerIds));
}

/** Writes a monitor's settings at the version read (a first save creates them); none when it moved on. */
export async function saveSettings(
  db: Db,
  ownerId: string,
  version: number,
  values: SettingsValues,
): Promise<SettingsRow | undefined> {
  const current = await findSettings(db, ownerId);
  if (!current) {
    if (version !== 1) return undefined;
    const [created] = await db
      .insert(communicationSettings)
      .values({ ownerId, ...values, version: 2 })
      .onConflictDoNothing()
      .returning();
    return created;
  }
  if (current.version !== version) return undefined;
  const [updated] = await db
    .update(communicationSettings)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(eq(communicationSettings.ownerId, ownerId))
    .returning();
  return updated;
}

/** Connects (or, with nulls, disconnects) the Microsoft account a monitor's mails leave from. */
export async function setMicrosoftAccount(
  db: Db,
  owner: { id: string; schoolId: string | null },
  account: { address: string; refreshTokenSealed: string } | null,
) {
  const values = {
    microsoftAddress: account?.address ?? null,
    microsoftRefreshTokenSealed: account?.refreshTokenSealed ?? null,
    mailAccount: account ? ('microsoft' as const) : ('product' as const),
  };
  await db
    .insert(communicationSettings)
    .values({ ownerId: owner.id, schoolId: owner.schoolId, ...values, version: 2 })
    .onConflictDoUpdate({
      target: communicationSettings.ownerId,
      set: { ...values, version: sql`${communicationSettings.version} + 1`, updatedAt: sql`now()` },
    });
}

/**
 * The settings of each school's administrators who send through an account of their own (mail
 * or SMS), oldest first: their school's members without one send through it.
 */
export function findSchoolAccountSettings(db: Db, schoolIds: string[]): Promise<SettingsRow[]> {
  if (schoolIds.length === 0) return Promise.resolve([]);
  return db
    .select({ settings: communicationSettings })
    .from(communicationSettings)
    .innerJoin(users, eq(users.id, communicationSettings.ownerId))
    .where(
      and(
        inArray(users.schoolId, schoolIds),
        eq(users.isSchoolHead, true),
        or(ne(communicationSettings.mailAccount, 'product'), ne(communicationSettings.smsAccount, 'product')),
      ),
    )
    .orderBy(asc(users.createdAt))
    .then((rows) => rows.map((row) => row.settings));
}

export function setMicrosoftRefreshToken(db: Db, ownerId: string, refreshTokenSealed: string) {
  return db
    .update(communicationSettings)
    .set({ microsoftRefreshTokenSealed: refreshTokenSealed })
    .where(and(eq(communicationSettings.ownerId, ownerId), eq(communicationSettings.mailAccount, 'microsoft')));
}
