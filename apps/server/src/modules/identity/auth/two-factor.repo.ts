import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recoveryCodes, users } from '../../../db/schema';

export function storeTotpSecret(db: Db, userId: string, sealedSecret: string) {
  return db
    .update(users)
    .set({ totpSecret: sealedSecret, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
}

/** Records the accepted step only if it is newer than the last one: a code cannot be replayed. */
export async function acceptTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function enableTotp(db: Db, userId: string, codeHashes: string[], now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: now }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

export async function disableTotp(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/** Uses a recovery code once; false when unknown or already used. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}
