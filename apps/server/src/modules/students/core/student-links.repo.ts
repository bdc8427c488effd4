import type { StudentAccess } from '@ds/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { studentMonitors, users } from '../../../db/schema';

export type LinkRow = typeof studentMonitors.$inferSelect;

const monitorSummary = {
  id: users.id,
  firstname: users.firstname,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
};

/** Every monitor linked to the student (owner, shares, pending ones), owner first. */
export function findStudentLinks(db: Db, studentId: string) {
  return db
    .select({ ...monitorSummary, access: studentMonitors.access, status: studentMonitors.status })
    .from(studentMonitors)
    .innerJoin(users, eq(users.id, studentMonitors.monitorId))
    .where(eq(studentMonitors.studentId, studentId))
    .orderBy(asc(studentMonitors.createdAt), asc(users.name));
}

export async function findLink(db: Db, studentId: string, monitorId: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(studentMonitors)
    .where(and(eq(studentMonitors.studentId, studentId), eq(studentMonitors.monitorId, monitorId)));
  return row;
}

export async function findOwnerLink(db: Db, studentId: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(studentMonitors)
    .where(and(eq(studentMonitors.studentId, studentId), eq(studentMonitors.access, 'owner')));
  return row;
}

export function insertLink(db: Db, values: typeof studentMonitors.$inferInsert) {
  return db.insert(studentMonitors).values(values);
}

export function updateLinkAccess(db: Db, studentId: string, monitorId: string, access: StudentAccess) {
  return db
    .update(studentMonitors)
    .set({ access })
    .where(and(eq(studentMonitors.studentId, studentId), eq(studentMonitors.monitorId, monitorId)));
}

export function deleteLink(db: Db, studentId: string, monitorId: string) {
  return db
    .delete(studentMonitors)
    .where(and(eq(studentMonitors.studentId, studentId), eq(studentMonitors.monitorId, monitorId)));
}

/** The monitors of a school (its head included), who may own or share its students. */
export function findSchoolMonitors(db: Db, schoolId: string) {
  return db
    .select(monitorSummary)
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, 'monitor')))
    .orderBy(asc(users.name), asc(users.firstname));
}

export async function findSchoolMonitor(db: Db, schoolId: string, monitorId: string) {
  const [row] = await db
    .select({ ...monitorSummary, language: users.language })
    .from(users)
    .where(and(eq(users.id, monitorId), eq(users.schoolId, schoolId), eq(users.role, 'monitor')));
  return row;
}

export async function findUserSummary(db: Db, userId: string) {
  const [row] = await db.select(monitorSummary).from(users).where(eq(users.id, userId));
  return row;
}
