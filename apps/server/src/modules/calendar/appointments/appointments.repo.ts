import { schoolDay } from '@ds/domain';
import { and, eq, gt, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';
import {
  appointmentInfrastructures,
  appointmentStudents,
  appointments,
  appointmentVehicles,
  calendars,
  changeMarks,
  communicationSettings,
  courses,
  infrastructures,
  students,
  vehicles,
} from '../../../db/schema';
import { visibleCalendarsScope } from '../../../kernel/access/access';

export type AppointmentRow = typeof appointments.$inferSelect;

interface AppointmentLinks {
  infrastructureIds: string[];
  vehicleIds: string[];
  studentIds: string[];
}

export async function insertAppointment(
  db: Db,
  values: typeof appointments.$inferInsert,
  links: AppointmentLinks,
): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  if (!row) throw new Error('appointment not written');
  await insertLinks(db, row, links);
  return row;
}

/**
 * Writes the change only if the appointment is still at `version` (then one higher), with its
 * links replaced; answers undefined when it changed meanwhile.
 */
export async function updateAppointmentRow(
  db: Db,
  id: string,
  version: number,
  values: Partial<typeof appointments.$inferInsert>,
  links: AppointmentLinks,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ ...values, version: sql`${appointments.version} + 1`, updatedAt: new Date() })
    .where(and(eq(appointments.id, id), eq(appointments.version, version)))
    .returning();
  if (!row) return undefined;
  await db.delete(appointmentInfrastructures).where(eq(appointmentInfrastructures.appointmentId, id));
  await db.delete(appointmentVehicles).where(eq(appointmentVehicles.appointmentId, id));
  await db.delete(appointmentStudents).where(eq(appointmentStudents.appointmentId, id));
  await insertLinks(db, row, links);
  return row;
}

/** Sets only the paid flag; the version moves on, so calendar clients and stale forms see the change. */
export async function markAppointmentPaid(db: Db, id: string, paid: boolean): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ paid, version: sql`${appointments.version} + 1`, updatedAt: new Date() })
    .where(eq(appointments.id, id))
    .returning();
  return row;
}

export async function findStudentIdsOfAppointment(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .select({ studentId: appointmentStudents.studentId })
    .from(appointmentStudents)
    .where(eq(appointmentStudents.appointmentId, id));
  return rows.map((row) => row.studentId);
}

export async function deleteAppointmentRow(db: Db, id: string): Promise<void> {
  await db.delete(appointments).where(eq(appointments.id, id));
}

async function insertLinks(db: Db, row: AppointmentRow, links: AppointmentLinks): Promise<void> {
  if (links.infrastructureIds.length > 0) {
    await db
      .insert(appointmentInfrastructures)
      .values(links.infrastructureIds.map((infrastructureId) => ({ appointmentId: row.id, infrastructureId })));
  }
  if (links.vehicleIds.length > 0) {
    await db
      .insert(appointmentVehicles)
      .values(links.vehicleIds.map((vehicleId) => ({ appointmentId: row.id, vehicleId })));
  }
  if (links.studentIds.length > 0) {
    await db
      .insert(appointmentStudents)
      .values(links.studentIds.map((studentId) => ({ appointmentId: row.id, studentId })));
  }
}

const DAY_MS = 86_400_000;
/** The predicate of the partial index appointments_calendar_long_end_idx, word for word, so the planner uses it. */
const longerThanADay = sql`${appointments.endsAt} - ${appointments.startsAt} > interval '1 day'`;

/** What an appointment's answer reads of its row. */
export type PresentedRow = Pick<
  AppointmentRow,
  | 'id'
  | 'title'
  | 'startsAt'
  | 'endsAt'
  | 'allDay'
  | 'location'
  | 'colour'
  | 'description'
  | 'calendarId'
  | 'courseId'
  | 'paid'
  | 'seriesId'
  | 'version'
  | 'allowOverlap'
  | 'priceCentimes'
>;

interface CourseShown {
  id: string;
  label: string;
  abbreviation: string;
  icon: string;
  colour: string;
  disabled: boolean;
  priceCentimes: number;
  durationMinutes: number;
}

/** What prices an appointment without a course: its calendar owner's default lesson. */
export interface LessonDefaults {
  defaultLessonPriceCentimes: number | null;
  defaultDurationMinutes: number;
}

export interface AppointmentDetails {
  course: CourseShown | undefined;
  infrastructures: { id: string; name: string }[];
  vehicles: { id: string; plate: string; label: string }[];
  students: { id: string; firstname: string; name: string }[];
  series: { id: string; until: string } | null;
  defaults: LessonDefaults | undefined;
}

/** A uuid[] parameter: one value, however many ids (an IN list would bind one parameter per id). */
const uuidArray = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

/** JSON arrays of tuples, each list in the order it is shown; empty lists as [] rather than null. */
export interface DetailTuples {
  courses: [string, string, string, string, string, boolean, number, number][];
  infrastructures: [string, string, string][];
  vehicles: [string, string, string, string][];
  students: [string, string, string, string][];
  series: [string, string][];
  defaults: [string, number, number | null][];
}

/**
 * The select list reading the details of the appointments `ids` (with their courses `courseIds`
 * and series `seriesIds`, three uuid[] expressions): one JSON array of tuples per part, each
 * sorted as a whole (infrastructures by name, vehicles by plate, students by name then
 * firstname), which keeps every appointment's own list in that order. A series runs until
 * its last occurrence (a later one may have been removed).
 */
export function detailColumns(ids: SQL, courseIds: SQL, seriesIds: SQL): SQL {
  const link = appointmentInfrastructures;
  const drives = appointmentVehicles;
  const attends = appointmentStudents;
  return sql`
      (select coalesce(json_agg(json_build_array(${courses.id}, ${courses.label}, ${courses.abbreviation},
                ${courses.icon}, ${courses.colour}, ${courses.disabledAt} is not null, ${courses.priceCentimes},
                ${courses.durationMinutes})), '[]')
         from ${courses} where ${courses.id} = any(${courseIds})) as courses,
      (select coalesce(json_agg(json_build_array(${link.appointmentId}, ${infrastructures.id}, ${infrastructures.name})
                order by ${infrastructures.name}), '[]')
         from ${link} join ${infrastructures} on ${infrastructures.id} = ${link.infrastructureId}
         where ${link.appointmentId} = any(${ids})) as infrastructures,
      (select coalesce(json_agg(json_build_array(${drives.appointmentId}, ${vehicles.id}, ${vehicles.plate}, ${vehicles.label})
                order by ${vehicles.plate}), '[]')
         from ${drives} join ${vehicles} on ${vehicles.id} = ${drives.vehicleId}
         where ${drives.appointmentId} = any(${ids})) as vehicles,
      (select coalesce(json_agg(json_build_array(${attends.appointmentId}, ${students.id}, ${students.firstname}, ${students.name})
                order by ${students.name}, ${students.firstname}), '[]')
         from ${attends} join ${students} on ${students.id} = ${attends.studentId}
         where ${attends.appointmentId} = any(${ids})) as students,
      (select coalesce(json_agg(json_build_array(series_id, last_start)), '[]')
         from (select ${appointments.seriesId} as series_id, max(${appointments.startsAt}) as last_start
               from ${appointments} where ${appointments.seriesId} = any(${seriesIds})
               group by ${appointments.seriesId}) as occurrences) as series,
      (select coalesce(json_agg(json_build_array(${calendars.id}, ${calendars.defaultDurationMinutes},
                ${communicationSettings.defaultLessonPriceCentimes})), '[]')
         from ${calendars} left join ${communicationSettings} on ${communicationSettings.ownerId} = ${calendars.ownerId}
         where ${calendars.id} in (select ${appointments.calendarId} from ${appointments} where ${appointments.id} = any(${ids}))) as defaults`;
}

/** Groups [appointmentId, …fields] tuples by appointment, keeping their order within each group. */
function byAppointment<T>(tuples: [string, ...unknown[]][], make: (fields: unknown[]) => T): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const [appointmentId, ...fields] of tuples) {
    const item = make(fields);
    const group = grouped.get(appointmentId);
    if (group) group.push(item);
    else grouped.set(appointmentId, [item]);
  }
  return grouped;
}

export function detailsByAppointment(
  rows: readonly PresentedRow[],
  tuples: DetailTuples,
): Map<string, AppointmentDetails> {
  const courseById = new Map(
    tuples.courses.map(([id, label, abbreviation, icon, colour, disabled, priceCentimes, durationMinutes]) => [
      id,
      { id, label, abbreviation, icon, colour, disabled, priceCentimes, durationMinutes },
    ]),
  );
  const defaultsByCalendar = new Map(
    tuples.defaults.map(([id, defaultDurationMinutes, defaultLessonPriceCentimes]) => [
      id,
      { defaultDurationMinutes, defaultLessonPriceCentimes },
    ]),
  );
  const seriesById = new Map(
    tuples.series.map(([id, lastStart]) => [id, { id, until: schoolDay(new Date(lastStart)) }]),
  );
  const infrastructuresOf = byAppointment(tuples.infrastructures, ([id, name]) => ({
    id: id as string,
    name: name as string,
  }));
  const vehiclesOf = byAppointment(tuples.vehicles, ([id, plate, label]) => ({
    id: id as string,
    plate: plate as string,
    label: label as string,
  }));
  const studentsOf = byAppointment(tuples.students, ([id, firstname, name]) => ({
    id: id as string,
    firstname: firstname as string,
    name: name as string,
  }));
  const details = new Map<string, AppointmentDetails>();
  for (const row of rows) {
    details.set(row.id, {
      course: row.courseId ? courseById.get(row.courseId) : undefined,
      infrastructures: infrastructuresOf.get(row.id) ?? [],
      vehicles: vehiclesOf.get(row.id) ?? [],
      students: studentsOf.get(row.id) ?? [],
      series: (row.seriesId && seriesById.get(row.seriesId)) || null,
      defaults: defaultsByCalendar.get(row.calendarId),
    });
  }
  return details;
}

/**
 * The course (disabled included), infrastructures, vehicles, students and weekly series of each
 * appointment, by appointment id, in one query whatever the length of the list. One JSON value
 * per part costs far less to carry than one row per link (PGlite decodes every field of every
 * row in JavaScript).
 */
export async function findAppointmentDetails(
  db: Db,
  rows: readonly PresentedRow[],
): Promise<Map<string, AppointmentDetails>> {
  if (rows.length === 0) return new Map();
  const ids = uuidArray(rows.map((row) => row.id));
  const courseIds = uuidArray([...new Set(rows.flatMap((row) => (row.courseId ? [row.courseId] : [])))]);
  const seriesIds = uuidArray([...new Set(rows.flatMap((row) => (row.seriesId ? [row.seriesId] : [])))]);
  const result = (await db.execute(sql`select ${detailColumns(ids, courseIds, seriesIds)}`)) as unknown as {
    rows: DetailTuples[];
  };
  const [tuples] = result.rows;
  if (!tuples) throw new Error('appointment details not read');
  return detailsByAppointment(rows, tuples);
}

/** The columns of PresentedRow, in the order `presentedRowsJson` writes them. */
export const presentedColumns = sql`${appointments.id}, ${appointments.title}, ${appointments.startsAt},
  ${appointments.endsAt}, ${appointments.allDay}, ${appointments.location}, ${appointments.colour},
  ${appointments.description}, ${appointments.calendarId}, ${appointments.courseId}, ${appointments.paid},
  ${appointments.seriesId}, ${appointments.version}, ${appointments.allowOverlap}, ${appointments.priceCentimes}`;

/** A row as `presentedRowsJson` writes it: the columns of PresentedRow, in this order. */
export type PresentedTuple = [
  string,
  string,
  string,
  string,
  boolean,
  string | null,
  string | null,
  string,
  string,
  string | null,
  boolean,
  string | null,
  number,
  boolean,
  number | null,
];

/** The rows of `relation` (of `presentedColumns`) as one JSON array of tuples in `order`; [] when none. */
export function presentedRowsJson(relation: SQL, order: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_array(id, title, starts_at, ends_at, all_day, location, colour,
    description, calendar_id, course_id, paid, series_id, version, allow_overlap, price_centimes) order by ${order}), '[]') from ${relation})`;
}

export function presentedRowOf([
  id,
  title,
  startsAt,
  endsAt,
  allDay,
  location,
  colour,
  description,
  calendarId,
  courseId,
  paid,
  seriesId,
  version,
  allowOverlap,
  priceCentimes,
]: PresentedTuple): PresentedRow {
  return {
    id,
    title,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    allDay,
    location,
    colour,
    description,
    calendarId,
    courseId,
    paid,
    seriesId,
    version,
    allowOverlap,
    priceCentimes,
  };
}

/** An instant, or a placeholder standing for one in a prepared statement. */
type Instant = Date | SQLWrapper;

/** 24 hours before `from`: where `overlapping` looks back to. */
export const dayBefore = (from: Date): Date => new Date(from.getTime() - DAY_MS);

/**
 * Appointments overlapping [from, to), in a form the (calendar_id, starts_at) index bounds on
 * both sides: one of a day or less starts at most a day before `from` (at `before`, see
 * dayBefore), a longer one comes from the partial index on its end.
 */
export function overlapping(from: Instant, to: Instant, before: Instant): SQL {
  return sql`${lt(appointments.startsAt, to)} and ${gt(appointments.endsAt, from)}
    and (${gte(appointments.startsAt, before)} or ${longerThanADay})`;
}

/** The calendars the user sees, only those of `calendarIds` (a uuid[]) among them when given. */
function visibleCalendars(userId: string | SQLWrapper, calendarIds: SQL | null): SQL {
  const requested = calendarIds ? sql` and ${calendars.id} = any(${calendarIds})` : sql``;
  return sql`select ${calendars.id} as id, coalesce(${calendars.schoolId}, ${calendars.ownerId}) as owner_scope
    from ${calendars} where ${visibleCalendarsScope(userId)}${requested}`;
}

/**
 * GET /api/appointments in one statement: the appointments overlapping [from, to) of the
 * calendars the user sees (only those of `calendarIds` among them when given), in start order,
 * with their details. The visible calendars are read first (an InitPlan), so the window is one
 * index scan per calendar: an appointment of a day or less starts at most a day before `from`,
 * which bounds the (calendar_id, starts_at) range on both sides (without it, the scan read
 * every earlier appointment of the calendars); a longer one comes from the partial index on its
 * end; the planner ORs the two. Rows and details travel as one JSON value, with what keeps the
 * answer reusable: the snapshot it was read at, the calendars (sorted) and the change-mark
 * scopes it depends on (the calendars, and their schools or owners, whose students, courses,
 * infrastructures and vehicles it names).
 */
export function appointmentWindowQuery(userId: string, calendarIds: string[] | null, from: Date, to: Date): SQL {
  const inWindow = sql`
    select ${presentedColumns} from ${appointments}
    where ${appointments.calendarId} = any(array(select id from visible)) and ${overlapping(from, to, dayBefore(from))}`;
  return sql`
    with visible as (${visibleCalendars(userId, calendarIds && uuidArray(calendarIds))}), shown as (${inWindow})
    select
      ${presentedRowsJson(sql`shown`, sql`starts_at, id`)} as rows,
      ${detailColumns(sql`array(select id from shown)`, sql`array(select course_id from shown)`, sql`array(select series_id from shown)`)},
      pg_current_snapshot()::text as snapshot,
      array(select id from visible order by id)::text[] as calendars,
      array(select id from visible union select owner_scope from visible)::text[] as scopes`;
}

/** Where a window answer was read: enough to tell later whether it still holds. */
export interface WindowReading {
  snapshot: string;
  calendars: string[];
  scopes: string[];
}

/** The check of a kept window answer, prepared once (with and without named calendars): it runs at every read. */
function holdsStatement(db: Db, narrowed: boolean) {
  return preparedStatement(db, `window_holds_${narrowed ? 'some' : 'all'}`, (name) => {
    const p = sql.placeholder;
    const snapshot = sql`${p('snapshot')}::pg_snapshot`;
    const visible = visibleCalendars(p('userId'), narrowed ? sql`${p('calendarIds')}::uuid[]` : null);
    const holds = sql`
      select array(select id from (${visible}) as visible order by id)::text[] = ${p('calendars')}::text[]
         and not exists (select 1 from ${changeMarks}
               where ${changeMarks.scope} = any(${p('scopes')}::uuid[])
                 and ${changeMarks.txid} >= pg_snapshot_xmin(${snapshot})
                 and not pg_visible_in_snapshot(${changeMarks.txid}, ${snapshot})) as holds`;
    return db.select({ holds: sql<boolean>`reading.holds` }).from(sql`(${holds}) as reading`).prepare(name);
  });
}

/**
 * Whether an answer read as `reading` still holds for the user: he sees the same calendars, and
 * no change mark of its scopes has been committed that its snapshot did not see.
 */
export async function windowReadingHolds(
  db: Db,
  userId: string,
  calendarIds: string[] | null,
  reading: WindowReading,
): Promise<boolean> {
  const [row] = await holdsStatement(db, calendarIds !== null).execute({ userId, calendarIds, ...reading });
  return row?.holds === true;
}

/** Forgets the change marks older than `before`: no cached answer that old is used any more. */
export async function pruneChangeMarks(db: Db, before: Date): Promise<void> {
  await db.delete(changeMarks).where(lt(changeMarks.markedAt, before));
}

export async function findAppointmentWindow(
  db: Db,
  userId: string,
  calendarIds: string[] | null,
  from: Date,
  to: Date,
): Promise<{ rows: PresentedRow[]; details: Map<string, AppointmentDetails>; reading: WindowReading }> {
  const result = (await db.execute(appointmentWindowQuery(userId, calendarIds, from, to))) as unknown as {
    rows: (DetailTuples & WindowReading & { rows: PresentedTuple[] })[];
  };
  const [answer] = result.rows;
  if (!answer) throw new Error('appointment window not read');
  const rows = answer.rows.map(presentedRowOf);
  const { snapshot, calendars: calendarList, scopes } = answer;
  return { rows, details: detailsByAppointment(rows, answer), reading: { snapshot, calendars: calendarList, scopes } };
}

/** An appointment and its course's label, when the student is (still) on it. */
export async function findAppointmentOfStudent(db: Db, id: string, studentId: string) {
  const [row] = await db
    .select({ appointment: appointments, courseLabel: courses.label })
    .from(appointments)
    .innerJoin(appointmentStudents, eq(appointmentStudents.appointmentId, appointments.id))
    .leftJoin(courses, eq(courses.id, appointments.courseId))
    .where(and(eq(appointments.id, id), eq(appointmentStudents.studentId, studentId)));
  return row;
}
