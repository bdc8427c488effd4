import { and, eq, inArray, isNotNull, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  appointments,
  articles,
  calendars,
  courses,
  infrastructures,
  infrastructureTypes,
  lessons,
  reminderTemplates,
  resources,
  schools,
  storedFiles,
  studentImports,
  trainingCards,
  trainingRoutes,
  vehicles,
  vouchers,
} from '../../../db/schema';

/**
 * Which school a member's records belong to, table by table, when he joins one or leaves it.
 * The school area is the last one, the one place that knows every table a member owns.
 */
type Owned = PgTable & { schoolId: PgColumn };

/**
 * What a monitor takes with him: his calendars, courses, templates, routes, cards, lessons and
 * files, the articles he sells and the vouchers he sold (spent where he now sells). The shop's
 * orders are not his: a sale happened at the school and stays in its books.
 */
const PERSONAL: { table: Owned; owner: PgColumn }[] = [
  { table: calendars, owner: calendars.ownerId },
  { table: courses, owner: courses.ownerId },
  { table: reminderTemplates, owner: reminderTemplates.ownerId },
  { table: trainingRoutes, owner: trainingRoutes.ownerId },
  { table: trainingCards, owner: trainingCards.ownerId },
  { table: lessons, owner: lessons.monitorId },
  { table: studentImports, owner: studentImports.ownerId },
  { table: articles, owner: articles.ownerId },
  { table: vouchers, owner: vouchers.ownerId },
];

/** The school's resources (training grounds, their types, vehicles, the resource library): they stay when their author leaves. */
const SCHOOL_RESOURCES: { table: Owned & { ownerId: PgColumn } }[] = [
  { table: infrastructureTypes },
  { table: infrastructures },
  { table: vehicles },
  { table: resources },
];

/** The files of the library resources a member made in a school: they go where the resources go. */
function libraryFilesOf(db: Db, userId: string, schoolId: string | null) {
  return db
    .select({ id: resources.fileId })
    .from(resources)
    .where(and(eq(resources.ownerId, userId), inSchool(resources.schoolId, schoolId), isNotNull(resources.fileId)));
}

const inSchool = (column: PgColumn, schoolId: string | null): SQL => (schoolId ? eq(column, schoolId) : isNull(column));

/**
 * Moves a member's own records from one school (or none) to another (or none): his personal
 * records, the appointments of his calendars, his files; with `resources`, the school resources
 * he made too (a monitor founding his school brings them; one leaving a school leaves them).
 */
export async function moveOwnedRecords(
  db: Db,
  userId: string,
  from: string | null,
  to: string | null,
  options: { resources: boolean },
): Promise<void> {
  for (const { table, owner } of PERSONAL) {
    await db
      .update(table)
      .set({ schoolId: to } as never)
      .where(and(eq(owner, userId), inSchool(table.schoolId, from)));
  }
  if (options.resources) {
    for (const { table } of SCHOOL_RESOURCES) {
      await db
        .update(table)
        .set({ schoolId: to } as never)
        .where(and(eq(table.ownerId, userId), inSchool(table.schoolId, from)));
    }
  }
  const ownCalendars = db.select({ id: calendars.id }).from(calendars).where(eq(calendars.ownerId, userId));
  await db
    .update(appointments)
    .set({ schoolId: to })
    .where(and(inArray(appointments.calendarId, ownCalendars), inSchool(appointments.schoolId, from)));
  const logos = db.select({ id: schools.logoFileId }).from(schools).where(isNotNull(schools.logoFileId));
  await db
    .update(storedFiles)
    .set({ schoolId: to })
    .where(
      and(
        eq(storedFiles.ownerId, userId),
        inSchool(storedFiles.schoolId, from),
        notInArray(storedFiles.id, logos),
        options.resources ? undefined : notInArray(storedFiles.id, libraryFilesOf(db, userId, from)),
      ),
    );
}

/**
 * Hands what a member made for the school to another member (an administrator), so the school
 * keeps it: the school resources he made (he leaves), or those and his courses, templates and
 * routes too (an employee whose access ends: spec, removing an employee keeps everything he
 * created, owned by the school).
 */
export async function reassignSchoolRecords(
  db: Db,
  schoolId: string,
  fromUserId: string,
  toUserId: string,
  what: 'resources' | 'everything',
): Promise<void> {
  const tables = [
    ...SCHOOL_RESOURCES.map(({ table }) => table),
    ...(what === 'everything' ? [courses, reminderTemplates, trainingRoutes] : []),
  ];
  await db
    .update(storedFiles)
    .set({ ownerId: toUserId })
    .where(inArray(storedFiles.id, libraryFilesOf(db, fromUserId, schoolId)));
  for (const table of tables) {
    await db
      .update(table)
      .set({ ownerId: toUserId } as never)
      .where(and(eq(table.ownerId, fromUserId), eq(table.schoolId, schoolId)));
  }
}
