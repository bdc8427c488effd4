import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rememberedDevices, sessions, users } from '../../../db/schema';

export function updateUserProfile(db: Db, userId: string, values: Partial<typeof users.$inferInsert>) {
  return db.update(users).set(values).where(eq(users.id, userId)).returning();
}

export function listLiveSessions(db: Db, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastSeenAt));
}

export function listLiveDevices(db: Db, userId: string) {
  return db
    .select()
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.userId, userId), isNull(rememberedDevices.revokedAt)))
    .orderBy(desc(rememberedDevices.lastUsedAt));
}

/** Revokes one of the user's own sessions; false when it is not his. */
export async function revokeOwnSession(db: Db, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Revokes one of the user's own remembered devices and the sessions it opened. */
export async function revokeOwnDevice(db: Db, userId: string, deviceId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(rememberedDevices)
      .set({ revokedAt: now })
      .where(
        and(
          eq(rememberedDevices.id, deviceId),
          eq(rememberedDevices.userId, userId),
          isNull(rememberedDevices.revokedAt),
        ),
      )
      .returning({ id: rememberedDevices.id });
    if (rows.length === 0) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.deviceId, deviceId), isNull(sessions.revokedAt)));
    return true;
  });
}
