import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createAspsmsProvider } from '../../integrations/sms/aspsms-client';
import { startAspsmsSimulator } from '../../integrations/sms/aspsms-simulator';
import {
  SIMULATOR_PASSWORD,
  SIMULATOR_USER_KEY,
  type SimulatorProcess,
  startSimulatorProcess,
} from '../../test/aspsms-simulator-process';
import { freePort, type ServerProcess, startServerProcess, waitForHealth } from '../../test/server-process';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addSmsPack } from './credits/sms-credits.service';
import { smsReference } from './sending/message-format';
import { claimMessages, type NewMessage } from './sending/messages.repo';
import { DELIVER, queueMessages } from './sending/queue-messages';

/**
 * Each SMS leaves once, whatever happens to the process sending it: killed (kill -9) between the
 * provider's acceptance and the record, or sharing the queue with a second process. The servers
 * are the real one (main.ts) in processes of their own, the provider the ASPSMS simulator in a
 * process of its own whose journal is written before it answers.
 */

const PG = Boolean(process.env.DATABASE_URL);
const provider = { ASPSMS_USER_KEY: SIMULATOR_USER_KEY, ASPSMS_PASSWORD: SIMULATOR_PASSWORD, SMS_PROVIDER: 'aspsms' };
// Delivery reports go nowhere (port 9, refused): only the status inquiry can tell a message arrived.
const NO_REPORTS = { PUBLIC_URL: 'http://127.0.0.1:9' };
// A try is taken for dead after 2 s (120 in production), looked for every 2 s, retried 1–2 s later.
const QUICK_JOBS = { JOBS_EXPIRE_SECONDS: '2', JOBS_RETRY_DELAY_SECONDS: '1', JOBS_POLLING_SECONDS: '0.5' };

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function rows<T>(database: Database, query: string, params: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(query, params)).rows as T[];
}

/** The demo school's head sends the SMS; his school gets credits to pay for them. */
async function sender(testApp: TestApp, sms: number) {
  const [head] = await rows<{ id: string; school_id: string }>(
    testApp.database,
    `SELECT id, school_id FROM users WHERE email = 'head@demo.ch'`,
  );
  if (!head) throw new Error('no demo head');
  await addSmsPack(testApp.database.db, { schoolId: head.school_id, userId: head.id }, sms);
  return { ownerId: head.id, senderId: head.id, schoolId: head.school_id };
}

function reminders(owner: Awaited<ReturnType<typeof sender>>, count: number, name: string): NewMessage[] {
  const plannedAt = new Date();
  return Array.from({ length: count }, (_, index) => ({
    ...owner,
    channel: 'sms' as const,
    kind: 'reminder' as const,
    recipient: `+4179${2_000_001 + index}`,
    body: `Rappel: leçon demain à 10:00 (${name} ${index})`,
    language: 'fr',
    plannedAt,
    dedupeKey: `exactly-once:${name}:${index}`,
    status: 'planned' as const,
  }));
}

async function statuses(database: Database, ids: string[]) {
  return rows<{ id: string; status: string; failure: string | null; attempts: number }>(
    database,
    'SELECT id, status, failure, attempts FROM messages WHERE id = ANY($1::uuid[])',
    [ids],
  );
}

/**
 * A test's own app (its queue adds jobs and works none, but for `drain`) on a database of its
 * own, with the demo's log aside: `ours` answers the messages written since.
 */
async function testAppWith(env: NodeJS.ProcessEnv) {
  const testApp = await createTestApp(env);
  cleanups.push(() => testApp.dispose());
  await testApp.app.ready();
  // The demo's appointments wait for their notices: the servers would plan and send those too.
  await testApp.database.executeSql('DELETE FROM appointment_notice_queue', []);
  const demo = (await rows<{ id: string }>(testApp.database, 'SELECT id FROM messages')).map((row) => row.id);
  const ours = <T>(select: string, rest = '') =>
    rows<T>(testApp.database, `SELECT ${select} FROM messages WHERE NOT (id = ANY($1::uuid[])) ${rest}`, [demo]);
  return Object.assign(testApp, { ours });
}

async function simulatorProcess(answerDelayMs?: number): Promise<SimulatorProcess> {
  const directory = await mkdtemp(join(tmpdir(), 'ds-exactly-once-'));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  const simulator = await startSimulatorProcess({ journalPath: join(directory, 'sms.jsonl'), answerDelayMs });
  cleanups.push(() => simulator.stop());
  return simulator;
}

/** The real server on the test's PostgreSQL database, working jobs, sending SMS to the simulator. */
async function serverProcess(testApp: TestApp, simulator: SimulatorProcess, env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const server: ServerProcess = startServerProcess({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: testApp.url,
    DATA_DIR: join(tmpdir(), 'ds-exactly-once-unused'),
    SECRET_KEY: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JOBS_WORK: 'true',
    ASPSMS_URL: simulator.url,
    ...provider,
    ...NO_REPORTS,
    ...env,
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.done;
  });
  await waitForHealth(`http://127.0.0.1:${port}`, server.child);
  return server;
}

describe('each SMS leaves once', () => {
  it('a message left sending is settled by asking the provider: delivered when it has our reference, unknown when it never got it, never sent again', async () => {
    const simulator = await startAspsmsSimulator();
    cleanups.push(() => simulator.close());
    const testApp = await testAppWith({ ASPSMS_URL: simulator.url, ...provider, ...NO_REPORTS });
    const owner = await sender(testApp, 10);
    const [draft, ...rest] = reminders(owner, 2, 'settled');
    if (!draft) throw new Error('no draft');
    const [left, never] = await queueMessages(testApp.app.jobs, testApp.database.db, [draft, ...rest]);
    if (!left || !never) throw new Error('not queued');
    // Both were claimed by a process that died: one after the provider took it, one before it left.
    expect(await claimMessages(testApp.database.db, [left, never])).toHaveLength(2);
    const aspsms = createAspsmsProvider({
      baseUrl: simulator.url,
      userKey: SIMULATOR_USER_KEY,
      password: SIMULATOR_PASSWORD,
    });
    await aspsms.send({
      to: draft.recipient,
      text: draft.body,
      originator: 'AutoEcole',
      reference: smsReference(left),
    });

    expect(await testApp.app.jobRunner.drain()).toBe(2);

    const outcome = new Map((await statuses(testApp.database, [left, never])).map((row) => [row.id, row]));
    expect(['sent', 'delivered']).toContain(outcome.get(left)?.status);
    expect(outcome.get(left)).toMatchObject({ failure: null, attempts: 1 });
    expect(outcome.get(never)).toMatchObject({ status: 'unknown', failure: 'interrupted', attempts: 1 });
    expect(simulator.messages().map((message) => message.reference)).toEqual([smsReference(left)]);
    expect(await testApp.app.jobRunner.counts(DELIVER)).toEqual({ completed: 2 });
  });

  it.skipIf(!PG)(
    'PostgreSQL only (the test and the server share the database): a server killed between the provider taking an SMS and the record, restarted, records it sent once; one it never sent ends unknown',
    async () => {
      const simulator = await simulatorProcess(5000);
      const testApp = await testAppWith({ ASPSMS_URL: simulator.url, ...provider, ...NO_REPORTS, ...QUICK_JOBS });
      const owner = await sender(testApp, 10);
      const first = await serverProcess(testApp, simulator, QUICK_JOBS);
      const [taken] = await queueMessages(testApp.app.jobs, testApp.database.db, reminders(owner, 1, 'killed'));
      if (!taken) throw new Error('not queued');

      // The simulator writes its journal before it answers, and answers 5 s later: kill the server meanwhile.
      await until('the SMS at the provider', 20_000, async () =>
        (await simulator.journal()).length > 0 ? true : undefined,
      );
      first.child.kill('SIGKILL');
      await first.done;
      expect(await statuses(testApp.database, [taken])).toMatchObject([{ status: 'sending', attempts: 1 }]);

      // A second message claimed by the dead process before it left: the provider never saw it.
      const [lost] = await queueMessages(testApp.app.jobs, testApp.database.db, reminders(owner, 1, 'lost'));
      if (!lost) throw new Error('not queued');
      await claimMessages(testApp.database.db, [lost]);

      await serverProcess(testApp, simulator, QUICK_JOBS);
      const settled = await until('both messages settled', 30_000, async () => {
        const found = await statuses(testApp.database, [taken, lost]);
        return found.every((row) => row.status !== 'sending') ? new Map(found.map((row) => [row.id, row])) : undefined;
      });

      const journal = await simulator.journal();
      expect(journal.map((sms) => sms.reference)).toEqual([smsReference(taken)]);
      expect(['sent', 'delivered']).toContain(settled.get(taken)?.status);
      expect(settled.get(taken)).toMatchObject({ failure: null, attempts: 1 });
      expect(settled.get(lost)).toMatchObject({ status: 'unknown', failure: 'interrupted', attempts: 1 });
      expect(await testApp.ours('id', 'ORDER BY created_at')).toEqual([{ id: taken }, { id: lost }]);
      // The killed try expired and ran again, and it asked rather than sent; the SMS was paid once.
      expect(
        await rows(testApp.database, `SELECT state, retry_count FROM pgboss.job WHERE data->>'messageId' = $1`, [
          taken,
        ]),
      ).toEqual([{ state: 'completed', retry_count: 1 }]);
      expect(await rows(testApp.database, `SELECT message_id FROM sms_credit_entries WHERE kind = 'message'`)).toEqual([
        { message_id: taken },
      ]);
    },
    90_000,
  );

  it.skipIf(!PG)(
    'PostgreSQL only (two server processes on one database): 300 reminders due at once, sent by two processes, each once',
    async () => {
      const count = 300;
      // Each answer takes 250 ms, so a batch of 50 keeps a process busy for a second: the other one,
      // looking every half second, takes its share; each signs its SMS with its own originator.
      const simulator = await simulatorProcess(250);
      const testApp = await testAppWith({ ASPSMS_URL: simulator.url, ...provider, ...NO_REPORTS });
      const owner = await sender(testApp, count);
      await Promise.all(
        ['ServerA', 'ServerB'].map((originator) =>
          serverProcess(testApp, simulator, { JOBS_POLLING_SECONDS: '0.5', SMS_ORIGINATOR: originator }),
        ),
      );

      const ids = await queueMessages(testApp.app.jobs, testApp.database.db, reminders(owner, count, 'two'));
      expect(ids).toHaveLength(count);
      await until('every reminder sent', 45_000, async () => {
        const [waiting] = await testApp.ours<{ count: number }>(
          'count(*)::int AS count',
          `AND status IN ('planned', 'sending')`,
        );
        return waiting?.count === 0 ? true : undefined;
      });

      const journal = await simulator.journal();
      const references = journal.map((sms) => sms.reference);
      expect(references).toHaveLength(count);
      expect(new Set(references)).toEqual(new Set(ids.map(smsReference)));
      expect(new Set(journal.map((sms) => sms.originator))).toEqual(new Set(['ServerA', 'ServerB']));
      expect(await testApp.ours('status, attempts, count(*)::int AS count', 'GROUP BY 1, 2')).toEqual([
        { status: 'sent', attempts: 1, count },
      ]);
      expect(
        await rows(
          testApp.database,
          `SELECT count(DISTINCT message_id)::int AS count FROM sms_credit_entries WHERE kind = 'message'`,
        ),
      ).toEqual([{ count }]);
    },
    90_000,
  );
});
