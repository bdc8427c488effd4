import type { ResourceInput, ResourceType } from '@ds/domain';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../db/like-pattern';
import { resourceStudentShares, resources, storedFiles, studentMonitors, students, users } from '../../../db/schema';

export type ResourceRow = typeof resources.$inferSelect;

export interface ResourceView {
  resource: ResourceRow;
  file: { id: string; name: string; size: number; mimeType: string; thumbnailKey: string | null } | null;
  ownerFirstname: string;
  ownerName: string;
  studentIds: string[];
}

/** What an actor sees in the library: his own resources and his school's. */
export function libraryScope(actor: { userId: string; schoolId: string | null }): SQL {
  const own = eq(resources.ownerId, actor.userId);
  return actor.schoolId ? (or(own, eq(resources.schoolId, actor.schoolId)) as SQL) : own;
}

/** What a learner (the user of `studentIds`' records) may consult: shared with him, or with all his monitor's students. */
function sharedWithLearner(userId: string): SQL {
  return or(
    sql`exists (select 1 from ${resourceStudentShares} join ${students} on ${students.id} = ${resourceStudentShares.studentId}
      where ${resourceStudentShares.resourceId} = ${resources.id} and ${students.userId} = ${userId} and ${students.archivedAt} is null)`,
    and(eq(resources.sharedWithAllStudents, true), sql`exists (${learnerOfOwner(userId)})`),
  ) as SQL;
}

/** The learner is a student (not archived) of the resource's owner. */
function learnerOfOwner(userId: string): SQL {
  return sql`select 1 from ${studentMonitors} join ${students} on ${students.id} = ${studentMonitors.studentId}
    where ${studentMonitors.monitorId} = ${resources.ownerId} and ${students.userId} = ${userId} and ${students.archivedAt} is null`;
}

async function selectViews(db: Db, where: SQL | undefined, limit = 1000): Promise<ResourceView[]> {
  const rows = await db
    .select({
      resource: resources,
      fileId: storedFiles.id,
      fileName: storedFiles.name,
      fileSize: storedFiles.size,
      fileMimeType: storedFiles.mimeType,
      thumbnailKey: storedFiles.thumbnailKey,
      ownerFirstname: users.firstname,
      ownerName: users.name,
      studentIds: sql<
        string[]
      >`coalesce((select array_agg(${resourceStudentShares.studentId}::text order by ${resourceStudentShares.studentId})
        from ${resourceStudentShares} where ${resourceStudentShares.resourceId} = ${resources.id}), '{}')`,
    })
    .from(resources)
    .innerJoin(users, eq(users.id, resources.ownerId))
    .leftJoin(storedFiles, eq(storedFiles.id, resources.fileId))
    .where(where)
    .orderBy(desc(resources.createdAt), desc(resources.id))
    .limit(limit);
  return rows.map((row) => ({
    resource: row.resource,
    file:
      row.fileId === null
        ? null
        : {
            id: row.fileId,
            name: row.fileName ?? '',
            size: Number(row.fileSize ?? 0),
            mimeType: row.fileMimeType ?? 'application/octet-stream',
            thumbnailKey: row.thumbnailKey,
          },
    ownerFirstname: row.ownerFirstname,
    ownerName: row.ownerName,
    studentIds: row.studentIds ?? [],
  }));
}

export function findLibrary(
  db: Db,
  actor: { userId: string; schoolId: string | null },
  filter: { type?: ResourceType; q: string },
): Promise<ResourceView[]> {
  const pattern = `%${escapeLike(filter.q)}%`;
  return selectViews(
    db,
    and(
      libraryScope(actor),
      filter.type ? eq(resources.type, filter.type) : undefined,
      filter.q
        ? or(
            ilike(resources.nameFr, pattern),
            ilike(resources.nameDe, pattern),
            ilike(resources.nameIt, pattern),
            ilike(resources.linkLabel, pattern),
            ilike(storedFiles.name, pattern),
          )
        : undefined,
    ),
  );
}

export async function findResourceView(
  db: Db,
  actor: { userId: string; schoolId: string | null },
  id: string,
): Promise<ResourceView | undefined> {
  const [view] = await selectViews(db, and(eq(resources.id, id), libraryScope(actor)), 1);
  return view;
}

/** Of `ids`, those in the actor's library. */
export async function findLibraryIds(
  db: Db,
  actor: { userId: string; schoolId: string | null },
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(inArray(resources.id, ids), libraryScope(actor)));
  return rows.map((row) => row.id);
}

/** The names of resources, by id (whoever's they are: an article sold says what it delivers). */
export function findResourceNames(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: resources.id, nameFr: resources.nameFr, nameDe: resources.nameDe, nameIt: resources.nameIt })
    .from(resources)
    .where(inArray(resources.id, ids));
}

/** What a buyer downloads of resources, by id: names, a link's address, a file's id. */
export function findResourceDownloads(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: resources.id,
      nameFr: resources.nameFr,
      nameDe: resources.nameDe,
      nameIt: resources.nameIt,
      linkUrl: resources.linkUrl,
      fileId: resources.fileId,
    })
    .from(resources)
    .where(inArray(resources.id, ids));
}

export function findLearnerResources(db: Db, userId: string): Promise<ResourceView[]> {
  return selectViews(db, sharedWithLearner(userId));
}

export function findLibraryForReading(
  db: Db,
  actor: { userId: string; schoolId: string | null },
): Promise<ResourceView[]> {
  return selectViews(db, libraryScope(actor));
}

export async function insertResource(
  db: Db,
  values: ResourceInput & { ownerId: string; schoolId: string | null; fileId?: string | null },
): Promise<string> {
  const [row] = await db.insert(resources).values(values).returning({ id: resources.id });
  if (!row) throw new Error('resource not inserted');
  return row.id;
}

/** Replaces the fields if the version is still `version`; false when it moved on. */
export async function updateResource(db: Db, id: string, values: ResourceInput, version: number): Promise<boolean> {
  const rows = await db
    .update(resources)
    .set({ ...values, updatedAt: new Date(), version: sql`${resources.version} + 1` })
    .where(and(eq(resources.id, id), eq(resources.version, version)))
    .returning({ id: resources.id });
  return rows.length > 0;
}

export async function deleteResource(db: Db, id: string): Promise<void> {
  await db.delete(resources).where(eq(resources.id, id));
}

export async function replaceSharing(db: Db, id: string, allStudents: boolean, studentIds: string[]): Promise<void> {
  await db
    .update(resources)
    .set({ sharedWithAllStudents: allStudents, updatedAt: new Date() })
    .where(eq(resources.id, id));
  await db.delete(resourceStudentShares).where(eq(resourceStudentShares.resourceId, id));
  if (studentIds.length > 0) {
    await db.insert(resourceStudentShares).values(studentIds.map((studentId) => ({ resourceId: id, studentId })));
  }
}
