import type { StudentAccess } from '@ds/domain';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentEvents, studentImports, studentMonitors, students, users } from '../../db/schema';
import { fromStored, packImportRows, toStored, unpackImportRows } from './import-payload';
import type { ImportedStudent, RefusedRow } from './import-rows';

export interface SchoolStudent {
  id: string;
  faber: string;
  name: string;
  firstname: string;
  email: string | null;
  mobile: string | null;
  /** How the actor is linked to him; null when not at all. */
  access: StudentAccess | null;
}

/** The school's monitors (the head included) who recorded their FABER number. */
export async function findMonitorIdsByFaber(db: Db, schoolId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, faber: users.faber })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, 'monitor'), isNotNull(users.faber)));
  return new Map(rows.map((row) => [row.faber as string, row.id]));
}

/** Every student of the school with a FABER number, and the actor's link to each. */
export async function findSchoolStudents(db: Db, schoolId: string, actorId: string): Promise<SchoolStudent[]> {
  const rows = await db
    .select({
      id: students.id,
      faber: students.faber,
      name: students.name,
      firstname: students.firstname,
      email: students.email,
      mobile: students.mobile,
      access: studentMonitors.access,
    })
    .from(students)
    .leftJoin(studentMonitors, and(eq(studentMonitors.studentId, students.id), eq(studentMonitors.monitorId, actorId)))
    .where(and(eq(students.schoolId, schoolId), isNotNull(students.faber)));
  return rows as SchoolStudent[];
}

export async function insertImport(
  db: Db,
  values: { schoolId: string; ownerId: string; fileName: string; valid: ImportedStudent[]; refused: RefusedRow[] },
): Promise<string> {
  const { valid, refused, ...columns } = values;
  const payload = await packImportRows({ valid: valid.map(toStored), refused });
  const [row] = await db
    .insert(studentImports)
    .values({ ...columns, payload })
    .returning({ id: studentImports.id });
  if (!row) throw new Error('import not stored');
  return row.id;
}

/** Whether the owner has this import (another user's id reads as unknown). */
export async function ownImportExists(db: Db, ownerId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studentImports.id })
    .from(studentImports)
    .where(and(eq(studentImports.id, id), eq(studentImports.ownerId, ownerId)));
  return row !== undefined;
}

/** The refused rows of the owner's import; undefined when it is not his. */
export async function findOwnRefusedRows(db: Db, ownerId: string, id: string): Promise<RefusedRow[] | undefined> {
  const [row] = await db
    .select({ payload: studentImports.payload })
    .from(studentImports)
    .where(and(eq(studentImports.id, id), eq(studentImports.ownerId, ownerId)));
  return row && (await unpackImportRows(row.payload)).refused;
}

/**
 * Marks the import as done and answers its rows, or nothing when it is not the owner's or is
 * done already. The row lock makes a second, concurrent commit wait, then find it done.
 */
export async function claimImport(db: Db, ownerId: string, id: string) {
  const [row] = await db
    .update(studentImports)
    .set({ importedAt: new Date() })
    .where(and(eq(studentImports.id, id), eq(studentImports.ownerId, ownerId), isNull(studentImports.importedAt)))
    .returning({
      schoolId: studentImports.schoolId,
      fileName: studentImports.fileName,
      payload: studentImports.payload,
    });
  if (!row) return undefined;
  const { valid } = await unpackImportRows(row.payload);
  return { schoolId: row.schoolId, fileName: row.fileName, valid: valid.map(fromStored) };
}

/** A student the commit creates, with the monitor who will manage him. */
export interface NewStudent {
  faber: string;
  birthDate: string;
  email: string;
  mobile: string | null;
  name: string;
  firstname: string;
  searchText: string;
  monitorId: string;
}

export interface StudentUpdate {
  id: string;
  birthDate: string;
  email: string;
  mobile: string | null;
  name: string;
  firstname: string;
  searchText: string;
}

async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One JSON parameter for a whole chunk: a multi-row statement costs no per-row parameters. */
function recordset(rows: object[], columns: SQL): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${columns})`;
}

/**
 * Creates a chunk of students, their managing monitors and their 'imported' events in one
 * statement (data-modifying CTEs: the new ids never travel back and forth); answers how many.
 */
export async function insertImportedStudents(
  db: Db,
  chunk: NewStudent[],
  context: { schoolId: string; actorId: string; details: Record<string, unknown> },
): Promise<number> {
  const rows = recordset(
    chunk,
    sql`"faber" text, "birthDate" date, "email" text, "mobile" text, "name" text, "firstname" text, "searchText" text, "monitorId" uuid`,
  );
  const [result] = await queryRows<{ created: number }>(
    db,
    sql`with v as (select * from ${rows}),
      created as (
        insert into ${students} (school_id, faber, birth_date, email, mobile, name, firstname, search_text, created_by)
        select ${context.schoolId}::uuid, v.faber, v."birthDate", v.email, v.mobile, v.name, v.firstname, v."searchText", ${context.actorId}::uuid
        from v
        returning id, faber
      ),
      links as (
        insert into ${studentMonitors} (student_id, monitor_id, access)
        select created.id, v."monitorId", 'owner' from created join v on v.faber = created.faber
      ),
      events as (
        insert into ${studentEvents} (student_id, actor_id, action, details)
        select created.id, ${context.actorId}::uuid, 'imported', ${JSON.stringify(context.details)}::jsonb from created
      )
      select count(*)::int as created from created`,
  );
  return result?.created ?? 0;
}

/** Updates a chunk of students and records their events, in one statement. */
export async function updateImportedStudents(
  db: Db,
  chunk: StudentUpdate[],
  context: { actorId: string; details: Record<string, unknown> },
): Promise<void> {
  const rows = recordset(
    chunk,
    sql`"id" uuid, "birthDate" date, "email" text, "mobile" text, "name" text, "firstname" text, "searchText" text`,
  );
  await db.execute(sql`
    with updated as (
      update ${students} set
        birth_date = v."birthDate", email = v.email, mobile = v.mobile, name = v.name,
        firstname = v.firstname, search_text = v."searchText", updated_at = now()
      from ${rows}
      where ${students.id} = v.id
      returning ${students.id} as id
    )
    insert into ${studentEvents} (student_id, actor_id, action, details)
    select id, ${context.actorId}::uuid, 'imported', ${JSON.stringify(context.details)}::jsonb from updated`);
}

export async function findUserLanguage(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}
