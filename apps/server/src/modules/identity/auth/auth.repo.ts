import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';
import { loginChallenges, rememberedDevices, schoolEmployees, sessions, users } from '../../../db/schema';
import { activeLicenceModulesSql } from '../licences/licences.repo';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type DeviceRow = typeof rememberedDevices.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [session] = await db.insert(sessions).values(values).returning();
  if (!session) throw new Error('session not written');
  return session;
}

function buildLiveSession(db: Db, name: string) {
  const now = sql.placeholder('now');
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      schoolId: users.schoolId,
      email: users.email,
      role: users.role,
      isSchoolHead: users.isSchoolHead,
      totpEnabledAt: users.totpEnabledAt,
      licenceModules: activeLicenceModulesSql(now),
      employeeTerms: employeeTermsColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(schoolEmployees, eq(schoolEmployees.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        isNull(users.blockedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .prepare(name);
}

export type LiveSession = Awaited<ReturnType<ReturnType<typeof buildLiveSession>['execute']>>[number];

/** An employee's terms as the session and the account standing read them (null columns for anyone else). */
const employeeTermsColumns = {
  startsOn: schoolEmployees.startsOn,
  endsOn: schoolEmployees.endsOn,
  rights: schoolEmployees.rights,
};
export type EmployeeTermsRow = { startsOn: string; endsOn: string | null; rights: string[] };

/** A user's employee terms, if he has any. */
export async function findEmployeeTerms(db: Db, userId: string): Promise<EmployeeTermsRow | undefined> {
  const [row] = await db.select(employeeTermsColumns).from(schoolEmployees).where(eq(schoolEmployees.userId, userId));
  return row;
}

/**
 * The live session of a token hash with its user, his employee terms and the modules of his licences active at
 * `now`, in one prepared statement: every authenticated request runs it.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<LiveSession | undefined> {
  const statement = preparedStatement(db, 'live_session', (name) => buildLiveSession(db, name));
  const [row] = await statement.execute({ tokenHash, now: now.toISOString() });
  return row;
}

export function touchSession(db: Db, id: string, now: Date) {
  return db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export function revokeSessionById(db: Db, id: string, now: Date) {
  return db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
}

export function revokeSessionsOfDevice(db: Db, deviceId: string, now: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.deviceId, deviceId), isNull(sessions.revokedAt)));
}

export async function insertDevice(db: Db, values: typeof rememberedDevices.$inferInsert): Promise<DeviceRow> {
  const [device] = await db.insert(rememberedDevices).values(values).returning();
  if (!device) throw new Error('device not written');
  return device;
}

export async function findDevice(db: Db, id: string, userId: string): Promise<DeviceRow | undefined> {
  const [device] = await db
    .select()
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.id, id), eq(rememberedDevices.userId, userId)));
  return device;
}

/** Rotates the device salt only if it is still the one read (no double use under a race). */
export async function rotateDeviceSalt(db: Db, device: DeviceRow, nextSalt: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(rememberedDevices)
    .set({ tokenSalt: nextSalt, previousTokenSalt: device.tokenSalt, lastUsedAt: now })
    .where(and(eq(rememberedDevices.id, device.id), eq(rememberedDevices.tokenSalt, device.tokenSalt)))
    .returning({ id: rememberedDevices.id });
  return updated.length === 1;
}

export function revokeDevice(db: Db, id: string, now: Date) {
  return db.update(rememberedDevices).set({ revokedAt: now }).where(eq(rememberedDevices.id, id));
}

export async function insertChallenge(db: Db, userId: string, expiresAt: Date) {
  const [challenge] = await db.insert(loginChallenges).values({ userId, expiresAt }).returning();
  if (!challenge) throw new Error('challenge not written');
  return challenge;
}

export function findOpenChallenges(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.userId, userId), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, now)));
}

/** Marks a challenge used; false when another request used it first. */
export async function consumeChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return updated.length === 1;
}

export function updateUserLanguage(db: Db, userId: string, language: string) {
  return db.update(users).set({ language }).where(eq(users.id, userId));
}
