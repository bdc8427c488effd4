import { and, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentStudents, appointments, calendars, students, studentTasks } from '../../db/schema';
import {
  type AppointmentDetails,
  type DetailTuples,
  detailColumns,
  detailsByAppointment,
  overlapping,
  type PresentedRow,
  type PresentedTuple,
  presentedColumns,
  presentedRowOf,
  presentedRowsJson,
} from '../appointments/appointments.repo';
import type { Actor } from '../auth/session.service';
import { heldStudentsScope } from '../students/student-access.repo';

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

/**
 * My day in one statement (the page is everyone's first screen): today's appointments of the
 * user's own calendars, the first lesson starting between now and `until`, his past lessons not
 * paid (the latest first), each with its details, and the open tasks of the students the actor
 * holds due on the day or before (the oldest deadline first, at most 50).
 */
export async function readMyDay(db: Db, actor: Actor, window: MyDayWindow): Promise<MyDayRows> {
  const { start, end, now, until } = window;
  const result = (await db.execute(sql`
    with own as (select ${calendars.id} as id from ${calendars} where ${calendars.ownerId} = ${actor.userId}),
    today as (${ownAppointments(overlapping(start, end))}),
    next as (${ownAppointments(
      and(withStudent, gte(appointments.startsAt, now), lte(appointments.startsAt, until)),
      sql` order by ${appointments.startsAt} limit 1`,
    )}),
    unpaid as (${ownAppointments(
      and(withStudent, eq(appointments.paid, false), lte(appointments.endsAt, now)),
      sql` order by ${appointments.startsAt} desc limit ${window.unpaidLimit}`,
    )}),
    shown as (select * from today union all select * from next union all select * from unpaid),
    tasks as (
      select ${studentTasks.id} as id, ${studentTasks.description} as description, ${studentTasks.dueDate} as due_date,
             ${studentTasks.dueTime} as due_time, ${students.id} as student_id, ${students.firstname} as firstname,
             ${students.name} as name
      from ${studentTasks} join ${students} on ${students.id} = ${studentTasks.studentId}
      where ${and(heldStudentsScope(actor), isNull(studentTasks.doneAt), lte(studentTasks.dueDate, window.day))}
      order by ${studentTasks.dueDate}, ${studentTasks.dueTime} nulls first limit 50)
    select
      ${presentedRowsJson(sql`today`, sql`starts_at, id`)} as today,
      ${presentedRowsJson(sql`next`, sql`starts_at`)} as next,
      ${presentedRowsJson(sql`unpaid`, sql`starts_at desc, id`)} as unpaid,
      (select coalesce(json_agg(json_build_array(id, description, due_date, due_time, student_id, firstname, name)
                order by due_date, due_time nulls first), '[]') from tasks) as tasks,
      ${detailColumns(sql`array(select id from shown)`, sql`array(select course_id from shown)`, sql`array(select series_id from shown)`)}`)) as unknown as {
    rows: (DetailTuples & {
      today: PresentedTuple[];
      next: PresentedTuple[];
      unpaid: PresentedTuple[];
      tasks: TaskTuple[];
    })[];
  };
  const [answer] = result.rows;
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
