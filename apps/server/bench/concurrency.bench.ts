// npm run bench:concurrency — the data-integrity guards of issue 17 under real parallel requests,
// across two server processes on one PostgreSQL database (of a unique name on the server of
// DATABASE_URL, else 127.0.0.1:5432, dropped at the end) holding the demo data:
// - ROUNDS times, 50 parallel bookings of the same hour of head@demo.ch, alternating between the
//   two processes: exactly one must be booked, the 49 others refused with 409 monitor_busy naming
//   it; then a booking of that hour confirmed as an intended overlap must be accepted;
// - ROUNDS times, 10 parallel edits of one student at the same version, alternating: exactly one
//   must be written, nine refused with 409 stale_version.
// The last line is one JSON object:
// {"bench":"concurrency","processes":2,"rounds":…,"bookings":…,"booked":…,"monitor_busy":…,
//  "clash_named":…,"other":…,"overlap_booked":…,"student_edits":…,"written":…,"stale":…,
//  "exactly_one_every_round":true|false,"booking_round_ms_p50":…}
import type { Database } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/seed';
import { LOCAL_POSTGRES_URL } from '../src/test/postgres-databases';
import { type RunningServer, seededDatabase, startServer } from './calendar-scenario';

const USER = 'head@demo.ch';
const ROUNDS = 20;
const BOOKINGS = 50;
const EDITS = 10;

interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; error?: { code: string; details?: { clash?: { title?: string } } } };
}

async function send(server: RunningServer, method: string, path: string, body?: object): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** Round `round`'s hour: a weekday of 2028, one day per round, 16:00–17:00 Swiss time. */
function hourOf(round: number) {
  const day = new Date(Date.UTC(2028, 2, 6 + round)).toISOString().slice(0, 10);
  return { start: `${day}T16:00:00+01:00`, end: `${day}T17:00:00+01:00` };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const totals = {
  bookings: 0,
  booked: 0,
  monitor_busy: 0,
  clash_named: 0,
  other: 0,
  overlap_booked: 0,
  student_edits: 0,
  written: 0,
  stale: 0,
};
let exactlyOne = true;
const roundMs: number[] = [];

async function bookingRound(servers: RunningServer[], round: number) {
  const hour = hourOf(round);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BOOKINGS }, (_, index) =>
      send(servers[index % servers.length] as RunningServer, 'POST', '/api/appointments', {
        title: `Round ${round} booking ${index}`,
        ...hour,
      }),
    ),
  );
  roundMs.push(performance.now() - started);
  const booked = answers.filter((answer) => answer.status === 201);
  const busy = answers.filter((answer) => answer.status === 409 && answer.body.error?.code === 'monitor_busy');
  const winner = booked[0]?.body.data?.title;
  totals.bookings += answers.length;
  totals.booked += booked.length;
  totals.monitor_busy += busy.length;
  totals.clash_named += busy.filter((answer) => answer.body.error?.details?.clash?.title === winner).length;
  totals.other += answers.length - booked.length - busy.length;
  if (booked.length !== 1 || busy.length !== BOOKINGS - 1) exactlyOne = false;
  const overlap = await send(servers[round % servers.length] as RunningServer, 'POST', '/api/appointments', {
    title: `Round ${round} intended overlap`,
    ...hour,
    allowOverlap: true,
  });
  if (overlap.status === 201) totals.overlap_booked += 1;
}

async function editRound(servers: RunningServer[], round: number) {
  const [first] = servers as [RunningServer];
  const list = await send(first, 'GET', `/api/students?pageSize=${ROUNDS}`);
  const student = (list.body.data as unknown as { id: string }[])[round];
  if (!student) throw new Error(`no demo student ${round}`);
  const current = (await send(first, 'GET', `/api/students/${student.id}`)).body.data as Record<string, unknown>;
  const { id, version } = current;
  // Its identity as stored; a replace leaves out what it does not name (none of it is compared).
  const input = Object.fromEntries(
    ['name', 'birthDate', 'faber', 'address', 'postcode', 'city', 'country'].map((field) => [field, current[field]]),
  );
  const answers = await Promise.all(
    Array.from({ length: EDITS }, (_, index) =>
      send(servers[index % servers.length] as RunningServer, 'PUT', `/api/students/${id}`, {
        ...input,
        firstname: `Edit${index}`,
        version,
      }),
    ),
  );
  const written = answers.filter((answer) => answer.status === 200).length;
  const stale = answers.filter((answer) => answer.status === 409 && answer.body.error?.code === 'stale_version');
  totals.student_edits += answers.length;
  totals.written += written;
  totals.stale += stale.length;
  if (written !== 1 || stale.length !== EDITS - 1) {
    exactlyOne = false;
    console.log(`edit round ${round}: ${answers.map((answer) => answer.status).join(' ')}`);
  }
}

const data = {
  name: 'concurrency',
  async seed(database: Database) {
    await seedDatabase(database.db, { demo: true });
    return { appointments: 0, seconds: 0 };
  },
};

const prepared = await seededDatabase(process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL, data);
const servers: RunningServer[] = [];
try {
  for (let index = 0; index < 2; index += 1) {
    servers.push(await startServer('postgres', prepared.location, { BENCH_USER: USER }));
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    await bookingRound(servers, round);
    await editRound(servers, round);
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await prepared.dispose();
}

console.log(
  `${ROUNDS} rounds on PostgreSQL, two server processes: ${totals.booked} of ${totals.bookings} parallel bookings ` +
    `booked, ${totals.monitor_busy} refused as monitor_busy (${totals.clash_named} naming the booked one), ` +
    `${totals.other} other answers; ${totals.overlap_booked} intended overlaps booked; ` +
    `${totals.written} of ${totals.student_edits} parallel student edits written, ${totals.stale} stale`,
);
console.log(
  JSON.stringify({
    bench: 'concurrency',
    processes: servers.length,
    rounds: ROUNDS,
    ...totals,
    exactly_one_every_round: exactlyOne,
    booking_round_ms_p50: Math.round(median(roundMs)),
  }),
);
