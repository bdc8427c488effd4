// npm run bench:reminders — 10,000 SMS reminders due in the same minute, sent by one process
// within 60 s, none twice. On PostgreSQL when DATABASE_URL is set (a throw-away database of a
// unique name on that server, dropped at the end), else on PGlite (a throw-away data directory).
// The demo data is seeded (the school's head sends the reminders, his school pays them with a
// pack of credits), the reminders are planned through queueMessages for one due time a little
// ahead, while the server's job runner (the app built in this process, JOBS_WORK on) waits for
// them; the SMS go to the ASPSMS simulator run as a process of its own, whose journal names each
// SMS it took. Measured: from the due time to the last message recorded 'sent'. Duplicates: the
// references the simulator took more than once, and messages planned twice for one reminder.
// Progress lines, then one JSON line:
// {"bench":"reminders","due":10000,"seconds":…,"duplicates":0,"database":"postgres"|"pglite"}
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/seed';
import { Secrets } from '../src/lib/secrets';
import { addSmsPack } from '../src/modules/communications/credits/sms-credits.service';
import { queueMessages } from '../src/modules/communications/sending/queue-messages';
import { SIMULATOR_PASSWORD, SIMULATOR_USER_KEY, startSimulatorProcess } from '../src/test/aspsms-simulator-process';
import { benchLogger, openBenchDatabase, rows } from './bench-database';

const DUE = 10_000;
const GOAL_SECONDS = 60;
const GIVE_UP_SECONDS = 300;
/** Reminders planned per transaction (the planner writes 100 appointments' notices at a time). */
const PLAN_CHUNK = 500;

const log = benchLogger();
const { database, kind, workDir, dispose } = await openBenchDatabase('reminders');
log(`database: ${kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${workDir}`}`);

const simulator = await startSimulatorProcess({ journalPath: join(workDir, 'sms.jsonl'), credits: 10 * DUE });
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let exitCode = 0;
try {
  await migrate(database);
  await seedDatabase(database.db, { demo: true });
  // The demo's appointments wait for their notices: their confirmations and reminders are not measured.
  await database.executeSql('DELETE FROM appointment_notice_queue', []);
  const [head] = await rows<{ id: string; school_id: string }>(
    database,
    `SELECT id, school_id FROM users WHERE email = 'head@demo.ch'`,
  );
  if (!head) throw new Error('no demo head');
  await addSmsPack(database.db, { schoolId: head.school_id, userId: head.id }, 3 * DUE);
  log(`migrated and seeded; the ASPSMS simulator listens at ${simulator.url}`);

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    JOBS_WORK: 'true',
    SMS_PROVIDER: 'aspsms',
    ASPSMS_URL: simulator.url,
    ASPSMS_USER_KEY: SIMULATOR_USER_KEY,
    ASPSMS_PASSWORD: SIMULATOR_PASSWORD,
    // Delivery reports go nowhere (port 9, refused): the messages stay 'sent'.
    PUBLIC_URL: 'http://127.0.0.1:9',
  });
  app = await buildApp({ config, database, secrets: new Secrets(randomBytes(32)) });
  await app.ready();
  log(`job runner working (polling every ${config.JOBS_POLLING_SECONDS} s, 50 messages a batch, 2 batches at once)`);

  // One due time for all, far enough ahead for the planning to end before it.
  const planningSeconds = kind === 'postgres' ? 10 : 30;
  const dueAt = new Date(Math.ceil((Date.now() + planningSeconds * 1000) / 1000) * 1000);
  const planningStarted = performance.now();
  for (let first = 0; first < DUE; first += PLAN_CHUNK) {
    const drafts = Array.from({ length: Math.min(PLAN_CHUNK, DUE - first) }, (_, offset) => {
      const index = first + offset;
      return {
        ownerId: head.id,
        senderId: head.id,
        schoolId: head.school_id,
        channel: 'sms' as const,
        kind: 'reminder' as const,
        recipient: `+4179${2_000_001 + index}`,
        body: `Bonjour, rappel : leçon de conduite demain à 08:00 (${index}). Auto-école Demo`,
        language: 'fr',
        plannedAt: dueAt,
        dedupeKey: `bench:reminder:${index}`,
        status: 'planned' as const,
      };
    });
    await queueMessages(app.jobs, database.db, drafts);
  }
  const planned = (performance.now() - planningStarted) / 1000;
  log(`${DUE} reminders planned in ${planned.toFixed(1)} s, all due at ${dueAt.toISOString()}`);
  if (Date.now() > dueAt.getTime()) log('warning: the planning ended after the due time');

  const counts = async () =>
    Object.fromEntries(
      (
        await rows<{ status: string; count: number }>(
          database,
          `SELECT status, count(*)::int AS count FROM messages WHERE dedupe_key LIKE 'bench:%' GROUP BY status`,
        )
      ).map((row) => [row.status, row.count]),
    ) as Record<string, number>;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt.getTime() - Date.now())));
  log('due');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const now = await counts();
    const waiting = (now.planned ?? 0) + (now.sending ?? 0);
    log(`${JSON.stringify(now)}, ${(await simulator.journal()).length} at the provider`);
    if (waiting === 0) break;
    if (Date.now() - dueAt.getTime() > GIVE_UP_SECONDS * 1000) {
      log(`giving up after ${GIVE_UP_SECONDS} s`);
      exitCode = 1;
      break;
    }
  }

  const [last] = await rows<{ last: string | Date | null; sent: number; keys: number; copies: number }>(
    database,
    `SELECT max(sent_at) AS last, count(*) FILTER (WHERE status = 'sent')::int AS sent,
            count(DISTINCT dedupe_key)::int AS keys, count(*)::int AS copies
     FROM messages WHERE dedupe_key LIKE 'bench:%'`,
  );
  const journal = await simulator.journal();
  const references = new Set(journal.map((sms) => sms.reference));
  const duplicates = journal.length - references.size + ((last?.copies ?? 0) - (last?.keys ?? 0));
  const seconds = last?.last ? Math.round((new Date(last.last).getTime() - dueAt.getTime()) / 100) / 10 : null;
  log(
    `${last?.sent ?? 0} of ${DUE} recorded sent, the last ${seconds} s after the due time (goal: ${GOAL_SECONDS} s); ` +
      `the simulator took ${journal.length} SMS under ${references.size} references`,
  );
  if ((last?.sent ?? 0) !== DUE || references.size !== DUE || duplicates !== 0) exitCode = 1;
  console.log(JSON.stringify({ bench: 'reminders', due: DUE, seconds, duplicates, database: kind }));
} finally {
  await app?.close();
  await simulator.stop();
  await dispose();
}
process.exit(exitCode);
