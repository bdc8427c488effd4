import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, courses, lessonCharges, lessons, users } from '../../../db/schema';

/** Whose lessons a turnover reads: one monitor's, a school's, or one monitor's among a school's. */
export interface LessonScope {
  schoolId?: string;
  monitorId?: string;
}

/** The spec's columns in centimes and counts. */
export interface LessonSums {
  lessons: number;
  total: number;
  collected: number;
  notCollected: number;
  free: number;
}

export interface LessonTypeSums extends LessonSums {
  courseId: string | null;
  course: string | null;
  priceCentimes: number | null;
}

export interface MonitorSums extends LessonSums {
  monitorId: string;
  firstname: string;
  name: string;
}

export interface MonthSums {
  month: string;
  collected: number;
  notCollected: number;
}

export interface LessonTurnover {
  types: LessonTypeSums[];
  monitors: MonitorSums[];
  months: MonthSums[];
}

interface FigureRow extends LessonSums {
  grouped: 'type' | 'monitor' | 'month';
  courseId: string | null;
  course: string | null;
  priceCentimes: number | null;
  monitorId: string | null;
  firstname: string | null;
  name: string | null;
  month: string | null;
}

/** The ended lessons of the scope started in [start, end). */
function lessonsOf(scope: LessonScope, range: { start: Date; end: Date }): SQL | undefined {
  return and(
    scope.schoolId ? eq(lessons.schoolId, scope.schoolId) : undefined,
    scope.monitorId ? eq(lessons.monitorId, scope.monitorId) : undefined,
    sql`${lessons.startedAt} >= ${range.start.toISOString()}`,
    sql`${lessons.startedAt} < ${range.end.toISOString()}`,
    sql`${lessons.endedAt} is not null`,
  );
}

// The domain's lessonPaymentOf: a lesson given in an appointment is settled once the appointment
// is marked paid (the calendar and my day mark it too), otherwise by its own flags.
const settled = sql`coalesce(${appointments.paid}, ${lessons.paid} or ${lessons.offered})`;
const free = sql`(${settled} and ${lessons.offered})`;

/**
 * The ended lessons started in [start, end) summed three ways in one pass over the
 * (school or monitor, started_at) index, by GROUPING SETS: per lesson type and price, per monitor,
 * per Swiss month, each lesson settled as the domain's lessonPaymentOf says. Free lessons count
 * among the lessons and add nothing to the amounts; a lesson
 * without a price adds nothing either. Sums come back as float8, exact for integer centimes far
 * beyond what int4 holds.
 */
export async function sumLessonTurnover(
  db: Db,
  scope: LessonScope,
  range: { start: Date; end: Date },
): Promise<LessonTurnover> {
  // A constant, written into the statement so the grouped expression and its select are one.
  const month = sql`to_char(${lessons.startedAt} at time zone 'Europe/Zurich', 'YYYY-MM')`;
  const amount = (where: SQL) => sql`coalesce(sum(${lessons.priceCentimes}) filter (where ${where}), 0)::float8`;
  const result = (await db.execute(sql`
    with figures as (
      select
        case when grouping(${lessons.courseId}) = 0 then 'type'
             when grouping(${lessons.monitorId}) = 0 then 'monitor'
             else 'month' end as grouped,
        ${lessons.courseId} as course_id,
        ${lessons.priceCentimes} as price_centimes,
        ${lessons.monitorId} as monitor_id,
        ${month} as month,
        count(*)::int as lessons,
        ${amount(sql`not ${free}`)} as total,
        ${amount(sql`${settled} and not ${lessons.offered}`)} as collected,
        ${amount(sql`not ${settled}`)} as not_collected,
        (count(*) filter (where ${free}))::int as free
      from ${lessons}
      left join ${appointments} on ${appointments.id} = ${lessons.appointmentId}
      where ${lessonsOf(scope, range)}
      group by grouping sets ((${lessons.courseId}, ${lessons.priceCentimes}), (${lessons.monitorId}), (${month}))
    )
    select figures.grouped, figures.course_id as "courseId", ${courses.label} as course,
      figures.price_centimes as "priceCentimes", figures.monitor_id as "monitorId",
      ${users.firstname} as firstname, ${users.name} as name, figures.month, figures.lessons, figures.total,
      figures.collected, figures.not_collected as "notCollected", figures.free
    from figures
    left join ${courses} on ${courses.id} = figures.course_id and figures.grouped = 'type'
    left join ${users} on ${users.id} = figures.monitor_id and figures.grouped = 'monitor'
  `)) as unknown as { rows: FigureRow[] };
  const sums = ({ lessons, total, collected, notCollected, free }: FigureRow): LessonSums => ({
    lessons,
    total: Number(total),
    collected: Number(collected),
    notCollected: Number(notCollected),
    free,
  });
  const turnover: LessonTurnover = { types: [], monitors: [], months: [] };
  for (const row of result.rows) {
    if (row.grouped === 'type') {
      turnover.types.push({
        ...sums(row),
        courseId: row.courseId,
        course: row.course,
        priceCentimes: row.priceCentimes,
      });
    } else if (row.grouped === 'monitor' && row.monitorId) {
      turnover.monitors.push({
        ...sums(row),
        monitorId: row.monitorId,
        firstname: row.firstname ?? '',
        name: row.name ?? '',
      });
    } else if (row.month) {
      turnover.months.push({
        month: row.month,
        collected: Number(row.collected),
        notCollected: Number(row.notCollected),
      });
    }
  }
  return turnover;
}

/** An infrastructure's charges of one amount and label: how often, and their sums in centimes. */
export interface ChargeSums {
  infrastructureId: string | null;
  label: string;
  amountCentimes: number;
  uses: number;
  total: number;
  collected: number;
  notCollected: number;
}

/**
 * The charges of the same lessons (their infrastructures) per infrastructure, label and amount,
 * settled as their lesson: a charge of a free lesson is counted and adds nothing.
 */
export async function sumChargeTurnover(
  db: Db,
  scope: LessonScope,
  range: { start: Date; end: Date },
): Promise<ChargeSums[]> {
  const amount = (where: SQL) => sql`coalesce(sum(${lessonCharges.amountCentimes}) filter (where ${where}), 0)::float8`;
  const result = (await db.execute(sql`
    select ${lessonCharges.infrastructureId} as "infrastructureId", ${lessonCharges.label} as label,
      ${lessonCharges.amountCentimes} as "amountCentimes",
      count(*)::int as uses,
      ${amount(sql`not ${free}`)} as total,
      ${amount(sql`${settled} and not ${lessons.offered}`)} as collected,
      ${amount(sql`not ${settled}`)} as "notCollected"
    from ${lessonCharges}
    join ${lessons} on ${lessons.id} = ${lessonCharges.lessonId}
    left join ${appointments} on ${appointments.id} = ${lessons.appointmentId}
    where ${lessonsOf(scope, range)}
    group by ${lessonCharges.infrastructureId}, ${lessonCharges.label}, ${lessonCharges.amountCentimes}
    order by ${lessonCharges.label}, ${lessonCharges.amountCentimes}
  `)) as unknown as { rows: ChargeSums[] };
  return result.rows.map((row) => ({
    ...row,
    total: Number(row.total),
    collected: Number(row.collected),
    notCollected: Number(row.notCollected),
  }));
}
