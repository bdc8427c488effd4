// npm run bench:accounting — the turnover of a school over 100,000 ended lessons (issue 26 §2:
// ≤ 300 ms at the 95th percentile on PostgreSQL). On PostgreSQL when DATABASE_URL is set (a
// throw-away database of a unique name on that server, dropped at the end), else on PGlite (a
// throw-away data directory). The demo is seeded, then 100,000 ended lessons of the demo school
// are written in one INSERT … SELECT over generate_series: its monitors, courses and students in
// turn, some without a type, prices of 80 to 250 francs, mostly paid, some owed, one in twenty
// offered, over the two years before today, one in seven charged for the school's auto-invoiced
// infrastructure. The school's head then asks for the turnover of the
// last year through the app built in this process (`inject`: routing, access, licences, the
// statement, the answer's schema), 5 times to warm up, then 50 times, one after the other.
// Progress lines, then one JSON line:
// {"bench":"accounting","lessons":100000,"p95_ms":…,"database":"postgres"|"pglite"}
import { randomBytes } from 'node:crypto';
import { dayPlus, schoolDay } from '@ds/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/seed';
import { Secrets } from '../src/lib/secrets';
import { bearer, tokenFor } from '../src/test/sign-in';
import { benchLogger, openBenchDatabase, rows } from './bench-database';

const LESSONS = 100_000;
const WARM_UP = 5;
const REQUESTS = 50;
const TARGET_P95_MS = 300;

const log = benchLogger();
const { database, kind, workDir, dispose } = await openBenchDatabase('accounting');
log(`database: ${kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${workDir}`}`);

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let exitCode = 0;
try {
  await migrate(database);
  await seedDatabase(database.db, { demo: true });
  const [school] = await rows<{ id: string }>(
    database,
    `SELECT school_id AS id FROM users WHERE email = 'head@demo.ch'`,
  );
  if (!school) throw new Error('no demo school');
  log('migrated and seeded');

  const writing = performance.now();
  // The school's members, courses and students as arrays, taken in turn by the series' index.
  await database.executeSql(
    `WITH members AS (SELECT array_agg(id ORDER BY email) AS ids FROM users
                       WHERE school_id = $1 AND role IN ('monitor', 'employee')),
          types AS (SELECT array_agg(id ORDER BY label) AS ids FROM courses WHERE school_id = $1),
          learners AS (SELECT array_agg(id ORDER BY id) AS ids FROM students WHERE school_id = $1),
          series AS (
            SELECT i, now() - make_interval(mins => (i * 1051)::int % (730 * 24 * 60)) AS started_at,
                   i % 20 = 0 AS offered, i % 20 <> 0 AND i % 10 < 8 AS paid
              FROM generate_series(1, $2::int) AS i)
     INSERT INTO lessons (id, school_id, monitor_id, student_id, started_at, ended_at, paid, offered,
                          price_centimes, course_id, paid_on)
     SELECT gen_random_uuid(), $1, members.ids[1 + i % cardinality(members.ids)],
            learners.ids[1 + i % cardinality(learners.ids)], started_at, started_at + interval '1 hour', paid, offered,
            (ARRAY[8000, 9000, 9500, 12000, 25000])[1 + i % 5],
            CASE WHEN i % 50 = 0 THEN NULL ELSE types.ids[1 + i % cardinality(types.ids)] END,
            CASE WHEN paid THEN (started_at AT TIME ZONE 'Europe/Zurich')::date END
       FROM series, members, types, learners`,
    [school.id, LESSONS],
  );
  // One lesson in seven charged for the school's auto-invoiced infrastructure (issue 26 §1).
  await database.executeSql(
    `INSERT INTO lesson_charges (lesson_id, infrastructure_id, label, amount_centimes)
     SELECT lessons.id, charged.id, charged.name, charged.price_centimes
       FROM lessons,
            (SELECT id, name, price_centimes FROM infrastructures
              WHERE school_id = $1 AND auto_invoice AND price_centimes > 0 ORDER BY name LIMIT 1) AS charged
      WHERE lessons.school_id = $1 AND ('x' || substr(md5(lessons.id::text), 1, 8))::bit(32)::int % 7 = 0`,
    [school.id],
  );
  await database.executeSql('ANALYZE lessons', []);
  await database.executeSql('ANALYZE lesson_charges', []);
  const [count] = await rows<{ count: number; charges: number }>(
    database,
    `SELECT count(*)::int AS count, (SELECT count(*)::int FROM lesson_charges) AS charges
       FROM lessons WHERE school_id = $1 AND ended_at IS NOT NULL`,
    [school.id],
  );
  log(
    `${LESSONS} lessons written in ${((performance.now() - writing) / 1000).toFixed(1)} s (${count?.count} ended lessons of the school, ${count?.charges} charges)`,
  );

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, secrets: new Secrets(randomBytes(32)) });
  await app.ready();
  const headers = bearer(await tokenFor(app, 'head@demo.ch'));
  const today = schoolDay(new Date());
  const url = `/api/accounting/turnover?from=${dayPlus(today, -364)}&to=${today}`;
  const ask = async () => {
    const begun = performance.now();
    const answer = await app?.inject({ method: 'GET', url, headers });
    const ms = performance.now() - begun;
    if (answer?.statusCode !== 200) throw new Error(`GET ${url}: ${answer?.statusCode} ${answer?.body}`);
    return { ms, lessons: (answer.json().data as { totals: { lessons: number } }).totals.lessons };
  };
  for (let round = 0; round < WARM_UP; round += 1) await ask();
  const times: number[] = [];
  let counted = 0;
  for (let round = 0; round < REQUESTS; round += 1) {
    const { ms, lessons } = await ask();
    times.push(ms);
    counted = lessons;
    if ((round + 1) % 10 === 0) log(`${round + 1} requests, last ${ms.toFixed(1)} ms`);
  }
  times.sort((a, b) => a - b);
  const percentile = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
  const p95 = Math.round(percentile(0.95) * 10) / 10;
  log(`GET ${url}: ${counted} lessons in the year; p50 ${percentile(0.5).toFixed(1)} ms, p95 ${p95} ms`);
  log(`target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`);
  if (p95 > TARGET_P95_MS) exitCode = 1;
  console.log(JSON.stringify({ bench: 'accounting', lessons: LESSONS, p95_ms: p95, database: kind }));
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await app?.close();
  await dispose();
}
process.exit(exitCode);
