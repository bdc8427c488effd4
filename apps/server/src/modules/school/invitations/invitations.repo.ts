import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { schoolInvitations, schools, users } from '../../../db/schema';

export type InvitationRow = typeof schoolInvitations.$inferSelect;

const open = and(isNull(schoolInvitations.acceptedAt), isNull(schoolInvitations.revokedAt));
const sameEmail = (email: string) => sql`lower(${schoolInvitations.email}) = ${email.toLowerCase()}`;

export async function insertInvitation(db: Db, values: typeof schoolInvitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await db.insert(schoolInvitations).values(values).returning();
  if (!row) throw new Error('invitation not written');
  return row;
}

/** Withdraws the open invitations of an address to a school (a new one replaces them). */
export function revokeOpenInvitations(db: Db, schoolId: string, email: string, now: Date) {
  return db
    .update(schoolInvitations)
    .set({ revokedAt: now })
    .where(and(eq(schoolInvitations.schoolId, schoolId), sameEmail(email), open));
}

/** The school's invitations made since a date, with who made them, the latest first. */
export function findInvitations(db: Db, schoolId: string, since: Date) {
  return db
    .select({ invitation: schoolInvitations, inviter: { firstname: users.firstname, name: users.name } })
    .from(schoolInvitations)
    .leftJoin(users, eq(users.id, schoolInvitations.invitedBy))
    .where(and(eq(schoolInvitations.schoolId, schoolId), gte(schoolInvitations.createdAt, since)))
    .orderBy(desc(schoolInvitations.createdAt));
}

export type InvitationWithInviter = Awaited<ReturnType<typeof findInvitations>>[number];

export async function findInvitationWithInviter(db: Db, schoolId: string, id: string) {
  const [row] = await db
    .select({ invitation: schoolInvitations, inviter: { firstname: users.firstname, name: users.name } })
    .from(schoolInvitations)
    .leftJoin(users, eq(users.id, schoolInvitations.invitedBy))
    .where(and(eq(schoolInvitations.schoolId, schoolId), eq(schoolInvitations.id, id)));
  return row;
}

/** The invitation behind a link, with its school's name. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: schoolInvitations, schoolName: schools.name })
    .from(schoolInvitations)
    .innerJoin(schools, eq(schools.id, schoolInvitations.schoolId))
    .where(eq(schoolInvitations.tokenHash, tokenHash));
  return row;
}

/** Withdraws one open invitation; answers whether there was one. */
export async function revokeInvitation(db: Db, schoolId: string, id: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(schoolInvitations)
    .set({ revokedAt: now })
    .where(and(eq(schoolInvitations.schoolId, schoolId), eq(schoolInvitations.id, id), open))
    .returning({ id: schoolInvitations.id });
  return revoked.length > 0;
}

/** Marks an open invitation accepted, once: a second acceptance (another tab, a race) finds nothing. */
export async function markAccepted(db: Db, id: string, userId: string, now: Date): Promise<boolean> {
  const accepted = await db
    .update(schoolInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(and(eq(schoolInvitations.id, id), open))
    .returning({ id: schoolInvitations.id });
  return accepted.length > 0;
}
