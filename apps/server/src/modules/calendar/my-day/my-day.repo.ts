import { and, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';
import { appointmentStudents, appointments, calendars, students, studentTasks } from '../../../db/schema';
import { heldStudentsScope, preparedScopeActor } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import {
  type AppointmentDetails,
  type DetailTuples,
  dayBefore,
  detailColumns,
  detailsByAppointment,
  overlapping,
  type PresentedRow,
  type PresentedTuple,
  presentedColumns,
  presentedRowOf,
  presentedRowsJson,
} from '../appointments/appointments.repo';

/** What my day shows, as read at `now` for the Swiss day [start, end). */
export interface MyDayWindow {
  day: string;
  start: Date;
  end: Date;
  now: Date;
  /** The next lesson starts at the latest then. */
  until: Date;
  unpaidLimit: number;
}

export interface MyDayRows {
  today: PresentedRow[];
  next: PresentedRow | undefined;
  unpaid: PresentedRow[];
  details: Map<string, AppointmentDetails>;
  tasks: { id: string; description: string; dueDate: string; dueTime: string | null; student: TaskStudent }[];
}

interface TaskStudent {
  id: string;
  firstname: string;
  name: string;
}

type TaskTuple = [string, string, string, string | null, string, string, string];

/** Appointments of the user's own calendars (read first, so each is a range of the calendar index). */
const inOwnCalendars = sql`${appointments.calendarId} = any(array(select id from own))`;
/** Appointments naming at least one student: lessons. */
const withStudent = sql`exists (select 1 from ${appointmentStudents} where ${appointmentStudents.appointmentId} = ${appointments.id})`;

function ownAppointments(where: SQL | undefined, order = sql``): SQL {
  return sql`select ${presentedColumns} from ${appointments} where ${inOwnCalendars} and ${where}${order}`;
}

const p = sql.placeholder;

/**
 * My day in one statement, prepared once per kind of actor (the page is everyone's first
 * screen): today's appointments of the user's own calendars, the first lesson starting between
 * now and `until`, his past lessons not paid (the latest first), each with its details, and the
 * open tasks of the students the actor holds due on the day or before (the oldest deadline
 * first, at most 50). Drizzle prepares built selects only, so the statement is read as a table.
 */
function myDayStatement(db: Db, actor: Actor) {
  const { shape, scope: held } = preparedScopeActor(actor);
  return preparedStatement(db, `my_day_${shape}`, (name) => {
    const answer = sql`
      with own as (select ${calendars.id} as id from ${calendars} where ${calendars.ownerId} = ${p('userId')}),
      today as (${ownAppointments(overlapping(p('start'), p('end'), p('dayBefore')))}),
      next as (${ownAppointments(
        and(withStudent, gte(appointments.startsAt, p('now')), lte(appointments.startsAt, p('until'))),
        sql` order by ${appointments.startsAt} limit 1`,
      )}),
      unpaid as (${ownAppointments(
        and(withStudent, eq(appointments.paid, false), lte(appointments.endsAt, p('now'))),
        sql` order by ${appointments.startsAt} desc limit ${p('unpaidLimit')}`,
      )}),
      shown as (select * from today union all select * from next union all select * from unpaid),
      tasks as (
        select ${studentTasks.id} as id, ${studentTasks.description} as description, ${studentTasks.dueDate} as due_date,
               ${studentTasks.dueTime} as due_time, ${students.id} as student_id, ${students.firstname} as firstname,
               ${students.name} as name
        from ${studentTasks} join ${students} on ${students.id} = ${studentTasks.studentId}
        where ${and(heldStudentsScope(held), isNull(studentTasks.doneAt), lte(studentTasks.dueDate, p('day')))}
        order by ${studentTasks.dueDate}, ${studentTasks.dueTime} nulls first limit 50)
      select
        ${presentedRowsJson(sql`today`, sql`starts_at, id`)} as today,
        ${presentedRowsJson(sql`next`, sql`starts_at`)} as next,
        ${presentedRowsJson(sql`unpaid`, sql`starts_at desc, id`)} as unpaid,
        (select coalesce(json_agg(json_build_array(id, description, due_date, due_time, student_id, firstname, name)
                  order by due_date, due_time nulls first), '[]') from tasks) as tasks,
        ${detailColumns(sql`array(select id from shown)`, sql`array(select course_id from shown)`, sql`array(select series_id from shown)`)}`;
    return db
      .select({
        today: sql<PresentedTuple[]>`my_day.today`,
        next: sql<PresentedTuple[]>`my_day.next`,
        unpaid: sql<PresentedTuple[]>`my_day.unpaid`,
        tasks: sql<TaskTuple[]>`my_day.tasks`,
        courses: sql<DetailTuples['courses']>`my_day.courses`,
        infrastructures: sql<DetailTuples['infrastructures']>`my_day.infrastructures`,
        vehicles: sql<DetailTuples['vehicles']>`my_day.vehicles`,
        students: sql<DetailTuples['students']>`my_day.students`,
        series: sql<DetailTuples['series']>`my_day.series`,
        defaults: sql<DetailTuples['defaults']>`my_day.defaults`,
      })
      .from(sql`(${answer}) as my_day`)
      .prepare(name);
  });
}

export async function readMyDay(db: Db, actor: Actor, window: MyDayWindow): Promise<MyDayRows> {
  const [answer] = await myDayStatement(db, actor).execute({
    userId: actor.userId,
    schoolId: actor.schoolId,
    start: window.start,
    end: window.end,
    dayBefore: dayBefore(window.start),
    now: window.now,
    until: window.until,
    day: window.day,
    unpaidLimit: window.unpaidLimit,
  });
  if (!answer) throw new Error('my day not read');
  const today = answer.today.map(presentedRowOf);
  const next = answer.next.map(presentedRowOf);
  const unpaid = answer.unpaid.map(presentedRowOf);
  return {
    today,
    next: next[0],
    unpaid,
    details: detailsByAppointment([...today, ...next, ...unpaid], answer),
    tasks: answer.tasks.map(([id, description, dueDate, dueTime, studentId, firstname, name]) => ({
      id,
      description,
      dueDate,
      dueTime,
      student: { id: studentId, firstname, name },
    })),
  };
}
