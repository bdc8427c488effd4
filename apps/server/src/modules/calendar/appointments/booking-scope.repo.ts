import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses, infrastructures, vehicles } from '../../../db/schema';
import { ownOrSharedScope } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';

/**
 * What an actor may book with: his own courses, plus (for an employee) the courses his school's
 * monitors made available for employees (spec §3, §6; the kernel's sharing model). Disabled
 * courses are kept for past appointments but cannot be booked.
 */
const usableCourses = (actor: Actor) =>
  ownOrSharedScope(
    { ownerId: courses.ownerId, schoolId: courses.schoolId, shared: courses.availableForEmployees },
    actor,
  );

/** Infrastructures and vehicles are the school's: every monitor of the school books them. */
function schoolScope(table: typeof infrastructures | typeof vehicles, actor: Actor): SQL | undefined {
  return actor.schoolId ? eq(table.schoolId, actor.schoolId) : eq(table.ownerId, actor.userId);
}

export function findBookableCourses(db: Db, actor: Actor) {
  return db
    .select()
    .from(courses)
    .where(and(usableCourses(actor), isNull(courses.disabledAt)))
    .orderBy(asc(courses.label));
}

export async function findBookableCourse(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), usableCourses(actor), isNull(courses.disabledAt)));
  return row;
}

/** A course as it is, disabled or not (an appointment keeping its course). */
export async function findCourse(db: Db, id: string) {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}

/** The ids among `ids` the actor may book; an unknown or foreign id is simply missing. */
export async function bookableResourceIds(
  db: Db,
  actor: Actor,
  ids: { infrastructureIds: string[]; vehicleIds: string[] },
): Promise<{ infrastructureIds: Set<string>; vehicleIds: Set<string> }> {
  const found = async (table: typeof infrastructures | typeof vehicles, wanted: string[]) => {
    if (wanted.length === 0) return new Set<string>();
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, wanted), schoolScope(table, actor)));
    return new Set(rows.map((row) => row.id));
  };
  return {
    infrastructureIds: await found(infrastructures, ids.infrastructureIds),
    vehicleIds: await found(vehicles, ids.vehicleIds),
  };
}
