// The data `npm run bench:calendar` loads: one school, 100 monitors with a main calendar each,
// their students, cars and lesson course, and 500,000 appointments over about two years,
// written with set-based SQL (generate_series, INSERT … SELECT) in a few statements.
// Ids derive from the md5 of a name, so every link is computed without reading anything back.
import { schoolDateTime, schoolDay } from '@ds/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

export const MONITORS = 100;
export const APPOINTMENTS = 500_000;
const STUDENTS_PER_MONITOR = 30;
/** Lessons start every 90 minutes from 07:00 (the last at 17:30), Monday to Saturday. */
const SLOTS_PER_DAY = 8;
const WORK_DAYS_PER_WEEK = 6;
/** The data starts this many weeks before the measured week, and runs as far after it. */
const WEEKS_BEFORE = 52;

/** The monitor whose week the bench loads: his main calendar and a colleague's, shared read-only. */
export const BENCH_MONITOR = 'monitor001@bench.ch';

/** The Swiss Monday starting the week of `now`, as YYYY-MM-DD. */
function mondayOf(now: Date): string {
  const day = schoolDay(now);
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The week the bench loads: Monday 00:00 to the next Monday 00:00, Swiss time. */
export function benchWeek(now = new Date()): { from: Date; to: Date } {
  const monday = mondayOf(now);
  return { from: schoolDateTime(monday, '00:00'), to: schoolDateTime(addDays(monday, 7), '00:00') };
}

/**
 * The statements, in order. Appointment n (0 … 499,999) belongs to monitor n % 100; his i-th
 * appointment (i = n / 100) falls on his work day i / 8 at slot i % 8; r, a hash of n, picks
 * its length (45, 60, 60 or 90 minutes) and kind: 85 % road lessons with the monitor's car and
 * one student (5 % two), 10 % on the training ground, 5 % other work without course or student.
 */
function seedStatements(firstMonday: string): string[] {
  const m = (expression: string) => `lpad((${expression})::text, 3, '0')`;
  // md5 of a name, with the version and variant digits of a random UUID (zod checks them).
  const uuid = (name: string) => `overlay(overlay(md5(${name}) placing '4' from 13) placing '8' from 17)::uuid`;
  const appointmentId = (n: string) => uuid(`'bench-appointment-' || (${n})`);
  const monitorId = (monitor: string) => uuid(`'bench-monitor-' || ${m(monitor)}`);
  const calendarId = (monitor: string) => uuid(`'bench-calendar-' || ${m(monitor)}`);
  const courseId = (monitor: string) => uuid(`'bench-course-' || ${m(monitor)}`);
  const vehicleId = (monitor: string) => uuid(`'bench-vehicle-' || ${m(monitor)}`);
  const studentId = (monitor: string, k: string) => uuid(`'bench-student-' || ${m(monitor)} || '-' || (${k})`);
  const school = uuid(`'bench-school'`);
  const ground = uuid(`'bench-ground'`);
  const classroom = uuid(`'bench-classroom'`);
  // One row per appointment number, with its monitor, position and hash.
  const numbered = `(
    select n, n % ${MONITORS} + 1 as monitor, n / ${MONITORS} as i, (hashint4(n)::bigint + 2147483648) % 1000 as r
    from generate_series(0, ${APPOINTMENTS - 1}) as n
  ) as numbered`;
  return [
    `insert into schools (id, name, address, postcode, city, canton)
     values (${school}, 'Auto-école Banc d''essai', 'Avenue de la Gare 1', '1003', 'Lausanne', 'VD')`,
    `insert into users (id, school_id, email, password_hash, role, is_school_head, firstname, name, language, confirmed_at)
     select ${monitorId('g')}, ${school}, 'monitor' || ${m('g')} || '@bench.ch', 'not-a-hash', 'monitor', g = 1,
            (array['Anne','Marc','Luca','Sara','Jürg','Chloé','Noah','Giulia'])[g % 8 + 1], 'Moniteur ' || ${m('g')},
            (array['fr','de','it'])[g % 3 + 1], now()
     from generate_series(1, ${MONITORS}) as g`,
    `insert into calendars (id, owner_id, school_id, label, colour, main)
     select ${calendarId('g')}, ${monitorId('g')}, ${school}, 'Mon agenda', '#1c7ed6', true
     from generate_series(1, ${MONITORS}) as g`,
    // The measured monitor also sees a colleague's calendar (read-only), as the demo head shares his.
    `insert into calendar_shares (calendar_id, monitor_id, access)
     values (${calendarId('2')}, ${monitorId('1')}, 'read')`,
    `insert into courses (id, school_id, owner_id, label, abbreviation, category, icon, colour, descriptions,
                          payment_modes, confirmations, individual, price_centimes, duration_minutes)
     select ${courseId('g')}, ${school}, ${monitorId('g')}, 'Leçon de conduite', 'LEC', 'B',
            'car', '#1c5fb8', '{"fr":"Leçon","de":"Lektion","it":"Lezione","en":"Lesson"}'::jsonb,
            array['cash','invoice'], '{"paper":false,"sms":false,"email":true}'::jsonb, true, 10000, 60
     from generate_series(1, ${MONITORS}) as g`,
    `insert into vehicles (id, school_id, owner_id, plate, label, category, transmission)
     select ${vehicleId('g')}, ${school}, ${monitorId('g')}, 'VD ' || (100000 + g),
            (array['VW Golf','Škoda Octavia','Toyota Yaris'])[g % 3 + 1], 'B', 'manual'
     from generate_series(1, ${MONITORS}) as g`,
    `insert into infrastructures (id, school_id, owner_id, name, price_centimes)
     values (${ground}, ${school}, ${monitorId('1')}, 'Place d''exercice de Romanel', 2000),
            (${classroom}, ${school}, ${monitorId('1')}, 'Salle de théorie', 0)`,
    `insert into students (id, school_id, name, firstname, search_text, created_by)
     select ${studentId('g', 'k')}, ${school},
            (array['Favre','Müller','Bianchi','Rochat','Keller','Ferrari','Dubois','Steiner','Galli','Weber'])[(g * 7 + k) % 10 + 1],
            (array['Léa','Lukas','Giulia','Noah','Chloé','Matteo','Zoé','Jürg','Anaïs','Nico'])[(g + k * 3) % 10 + 1],
            '', ${monitorId('g')}
     from generate_series(1, ${MONITORS}) as g, generate_series(0, ${STUDENTS_PER_MONITOR - 1}) as k`,
    `insert into student_monitors (student_id, monitor_id, access)
     select ${studentId('g', 'k')}, ${monitorId('g')}, 'owner'
     from generate_series(1, ${MONITORS}) as g, generate_series(0, ${STUDENTS_PER_MONITOR - 1}) as k`,
    `insert into appointments (id, school_id, owner_id, calendar_id, title, starts_at, ends_at, location, course_id, paid, created_at, updated_at)
     select ${appointmentId('n')}, ${school}, ${monitorId('monitor')}, ${calendarId('monitor')},
            case when r >= 950 then 'Administration' when r >= 850 then 'Leçon – manœuvres' else 'Leçon de conduite' end,
            starts_at, starts_at + make_interval(mins => (array[45, 60, 60, 90])[r % 4 + 1]),
            case when r >= 950 then null when r >= 850 then 'Romanel-sur-Lausanne'
                 else (array['Lausanne, Gare CFF','Renens, Place du Marché','Morges, Gare','Pully, Port'])[r % 4 + 1] end,
            case when r >= 950 then null else ${courseId('monitor')} end,
            r < 950 and starts_at < now() and r % 10 <> 0, starts_at - interval '14 days', starts_at - interval '14 days'
     from (
       select n, monitor, r,
              ((date '${firstMonday}' + ((i / ${SLOTS_PER_DAY}) / ${WORK_DAYS_PER_WEEK}) * 7 + (i / ${SLOTS_PER_DAY}) % ${WORK_DAYS_PER_WEEK})
                + time '07:00' + make_interval(mins => (i % ${SLOTS_PER_DAY}) * 90)) at time zone 'Europe/Zurich' as starts_at
       from ${numbered}
     ) as placed`,
    `insert into appointment_students (appointment_id, student_id)
     select ${appointmentId('n')}, ${studentId('monitor', `(i * 7 + r) % ${STUDENTS_PER_MONITOR}`)}
     from ${numbered} where r < 950
     union all
     select ${appointmentId('n')}, ${studentId('monitor', `(i * 7 + r + 1) % ${STUDENTS_PER_MONITOR}`)}
     from ${numbered} where r < 50`,
    `insert into appointment_vehicles (appointment_id, vehicle_id)
     select ${appointmentId('n')}, ${vehicleId('monitor')} from ${numbered} where r < 950`,
    `insert into appointment_infrastructures (appointment_id, infrastructure_id)
     select ${appointmentId('n')}, ${ground} from ${numbered} where r >= 850 and r < 950`,
  ];
}

export interface SeedReport {
  appointments: number;
  seconds: number;
}

/**
 * Writes the bench data into a migrated, empty database, then VACUUM ANALYZE. The change-log
 * trigger of migration 0009 stays on: every appointment also writes its calendar_changes row,
 * as it does in production.
 */
export async function seedCalendarBench(database: Database, now = new Date()): Promise<SeedReport> {
  const started = performance.now();
  const firstMonday = addDays(mondayOf(now), -7 * WEEKS_BEFORE);
  await database.db.transaction(async (tx) => {
    for (const statement of seedStatements(firstMonday)) await tx.execute(sql.raw(statement));
  });
  await database.db.execute(sql.raw('vacuum analyze'));
  const counted = (await database.db.execute(
    sql.raw('select count(*)::int as count from appointments'),
  )) as unknown as {
    rows: { count: number }[];
  };
  const [row] = counted.rows;
  return { appointments: row?.count ?? 0, seconds: (performance.now() - started) / 1000 };
}
