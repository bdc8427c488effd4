import type { StudentAccess } from '@ds/domain';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { studentEvents, studentImports, studentMonitors, students, users } from '../../../db/schema';
import { validRows } from './import-payload';

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

/** A preview: its checked rows as a payload of `import-payload.ts`. */
export async function insertImport(
  db: Db,
  values: { schoolId: string; ownerId: string; fileName: string; payload: Buffer },
): Promise<string> {
  const [row] = await db.insert(studentImports).values(values).returning({ id: studentImports.id });
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

/** The checked rows of the owner's import (`import-payload.ts`); undefined when it is not his. */
export async function findOwnPayload(db: Db, ownerId: string, id: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ payload: studentImports.payload })
    .from(studentImports)
    .where(and(eq(studentImports.id, id), eq(studentImports.ownerId, ownerId)));
  return row?.payload;
}

/**
 * Marks the import as done and answers its valid rows (read as they are used), or nothing when
 * it is not the owner's or is done already. The row lock makes a second, concurrent commit
 * wait, then find it done.
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
  return { schoolId: row.schoolId, fileName: row.fileName, valid: validRows(row.payload) };
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

/**
 * One JSON parameter for a whole chunk: a multi-row statement costs no per-row parameters.
 * JSON.stringify answers a rope of two-byte text as soon as one value is two-byte (a search
 * text is, after its NFD normalisation), which PGlite flattens into a copy twice the size of the
 * JSON that outlives the statement; through UTF-8 and back it is one flat, one-byte string.
 */
function recordset(rows: object[], columns: SQL): SQL {
  const json = Buffer.from(JSON.stringify(rows)).toString();
  return sql`jsonb_to_recordset(${json}::jsonb) as v(${columns})`;
}

/**
 * A statement writing a chunk of imported students, built at once from its rows: they are
 * garbage before it runs, so a 50,000-row commit never holds more than one chunk as objects.
 */
export type ImportWrite = SQL;

/**
 * Creates a chunk of students, their managing monitors and their 'imported' events in one
 * statement (data-modifying CTEs: the new ids never travel back and forth).
 */
export function importedStudentsInsert(
  chunk: NewStudent[],
  context: { schoolId: string; actorId: string; details: Record<string, unknown> },
): ImportWrite {
  const rows = recordset(
    chunk,
    sql`"faber" text, "birthDate" date, "email" text, "mobile" text, "name" text, "firstname" text, "searchText" text, "monitorId" uuid`,
  );
  return sql`with v as (select * from ${rows}),
    created as (
      insert into ${students} (school_id, faber, birth_date, email, mobile, name, firstname, search_text, created_by)
      select ${context.schoolId}::uuid, v.faber, v."birthDate", v.email, v.mobile, v.name, v.firstname, v."searchText", ${context.actorId}::uuid
      from v
      returning id, faber
    ),
    links as (
      insert into ${studentMonitors} (student_id, monitor_id, access)
      select created.id, v."monitorId", 'owner' from created join v on v.faber = created.faber
    )
    insert into ${studentEvents} (student_id, actor_id, action, details)
    select created.id, ${context.actorId}::uuid, 'imported', ${JSON.stringify(context.details)}::jsonb from created`;
}

/** Updates a chunk of students, raising their versions, and records their events, in one statement. */
export function importedStudentsUpdate(
  chunk: StudentUpdate[],
  context: { actorId: string; details: Record<string, unknown> },
): ImportWrite {
  const rows = recordset(
    chunk,
    sql`"id" uuid, "birthDate" date, "email" text, "mobile" text, "name" text, "firstname" text, "searchText" text`,
  );
  return sql`
    with updated as (
      update ${students} set
        birth_date = v."birthDate", email = v.email, mobile = v.mobile, name = v.name,
        firstname = v.firstname, search_text = v."searchText", updated_at = now(),
        version = ${students.version} + 1
      from ${rows}
      where ${students.id} = v.id
      returning ${students.id} as id
    )
    insert into ${studentEvents} (student_id, actor_id, action, details)
    select id, ${context.actorId}::uuid, 'imported', ${JSON.stringify(context.details)}::jsonb from updated`;
}

export async function runImportWrite(db: Db, write: ImportWrite): Promise<void> {
  await db.execute(write);
}
