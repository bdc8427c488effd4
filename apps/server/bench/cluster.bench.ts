// npm run bench:cluster — the capacity of the production shape (docs/operations.md, "Scaling out
// and capacity"): the demo on PostgreSQL (a database of a unique name on the server of
// DATABASE_URL, else 127.0.0.1:5432, dropped at the end), files in s3rver, and nginx in front of
// 1, then 2, then 3 server processes of the built bundle, in this one run. Each time, VIRTUAL_USERS
// instructors' clients (keep-alive, like a browser) send the mix of a working day as fast as they
// are answered: my day, the week's calendar, bookings, lesson evaluations, sign-ins. After a warm-up,
// requests a second and the 99th percentile of their latency over the measured seconds.
// The last line is one JSON object:
// {"bench":"cluster","rps_1":…,"rps_2":…,"rps_3":…,"p99_ms_1":…,"p99_ms_2":…,"p99_ms_3":…,
//  "errors":0,"rps_per_server_core":…,"schools_per_process":…,"server_cores_1":…,…,"cores":…}
// (rps_per_server_core: requests a second per processor core the one process used;
// schools_per_process: that, at half, over a school's busiest-hour requests a second).
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Answer, call, signIn } from '../cluster/cluster-load';
import { type Cluster, startCluster } from '../cluster/server-cluster';
import { buildServer } from '../scripts/server-bundle';
import { createDatabase, dropWhenDone, LOCAL_POSTGRES_URL, uniqueDatabaseName } from '../src/test/postgres-databases';
import { startS3Server } from '../src/test/s3-server';
import { freePort } from '../src/test/server-process';
import { studentPayload } from '../src/test/student-test-data';
import { benchLogger } from './bench-database';

const VIRTUAL_USERS = 24;
const WARM_UP_SECONDS = 10;
const SECONDS = 20;
const PASSWORD = 'Demo-Pass-2026!';
/** Instructors with a school, a training card and students in the demo. */
const INSTRUCTORS = ['head@demo.ch', 'monitor@demo.ch', 'ceresio@demo.ch'];

/**
 * How the capacity becomes schools (docs/operations.md, "Scaling out and capacity"): a school of
 * five instructors, each sending 450 requests in his busiest hour (his own screens and lessons,
 * with his students' and the office's share), a process kept at half its measured capacity.
 */
const INSTRUCTORS_PER_SCHOOL = 5;
const REQUESTS_PER_INSTRUCTOR_HOUR = 450;
const HEADROOM = 0.5;

/** The share of each kind of request in an instructor's working hour (sums to 100). */
const MIX = { my_day: 35, week: 25, evaluation: 20, booking: 15, sign_in: 5 } as const;
type Kind = keyof typeof MIX;

const log = benchLogger();
const postgresUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL;

interface Instructor {
  email: string;
  token: string;
  lessonId: string;
  skillIds: string[];
}

const week = (() => {
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  monday.setUTCHours(0, 0, 0, 0);
  const sunday = new Date(monday.getTime() + 7 * 86_400_000);
  return `from=${encodeURIComponent(monday.toISOString())}&to=${encodeURIComponent(sunday.toISOString())}`;
})();

async function data<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body?.data as T;
}

/** Signs the instructor in and starts a lesson of his first student on his French card, evaluated during the run. */
async function prepare(base: string, email: string): Promise<Instructor> {
  const token = await signIn(base, email, PASSWORD);
  const get = <T>(path: string) => data<T>(call(base, 'GET', path, { token }), `${email} ${path}`);
  const ongoing = await get<{ id: string; skillIds: string[] } | null>('/api/lessons/ongoing');
  if (ongoing) return { email, token, lessonId: ongoing.id, skillIds: ongoing.skillIds };
  const cards = await get<{ id: string; language: string }[]>('/api/training-cards');
  const cardId = (cards.find((card) => card.language === 'fr') ?? cards[0])?.id;
  const card = await get<{ tree: { themes: { skills: { id: string }[] }[] }[] }>(`/api/training-cards/${cardId}`);
  const skillIds = card.tree.flatMap((d) => d.themes.flatMap((t) => t.skills.map((s) => s.id))).slice(0, 10);
  const students = await get<{ id: string }[]>('/api/students');
  const studentId =
    students[0]?.id ??
    (
      await data<{ id: string }>(
        call(base, 'POST', '/api/students', { token, body: studentPayload() }),
        `${email} adds a student`,
      )
    ).id;
  const lesson = await data<{ id: string }>(
    call(base, 'POST', '/api/lessons', {
      token,
      body: {
        id: randomUUID(),
        studentId,
        trainingCardId: cardId,
        skillIds,
        startedAt: new Date().toISOString(),
      },
    }),
    `${email} starts a lesson`,
  );
  return { email, token, lessonId: lesson.id, skillIds };
}

function pick(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, share] of Object.entries(MIX) as [Kind, number][]) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'my_day';
}

/** Processor time of processes, in seconds: utime + stime of /proc/<pid>/stat (a process gone counts 0). */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks / TICKS_PER_SECOND;
}
const pidsOf = (...args: string[]) =>
  spawnSync('pgrep', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);

/** Where the processor time of the measured seconds went, in cores used on average. */
interface CoresUsed {
  servers: number;
  postgres: number;
  nginx: number;
  load: number;
}

interface Run {
  cores: CoresUsed;
  rps: number;
  p99_ms: number;
  requests: number;
  errors: number;
  /** Failed answers by kind, status and error code. */
  failures: Record<string, number>;
  byKind: Record<Kind, number>;
}

/** The virtual users against `base` for the warm-up and the measured seconds. */
async function drive(base: string, instructors: Instructor[], cluster: Cluster, processes: number): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: VIRTUAL_USERS });
  const latencies: number[] = [];
  const byKind = Object.fromEntries(Object.keys(MIX).map((kind) => [kind, 0])) as Record<Kind, number>;
  let errors = 0;
  const failures: Record<string, number> = {};
  let measuring = false;
  let running = true;
  // Within the five years ahead an appointment may lie in; each run its own year, each user his own week.
  const firstSlot = Date.UTC(2028 + processes, 0, 5, 6, 0);
  const send = (user: number, n: number, kind: Kind): Promise<Answer> => {
    const instructor = instructors[user % instructors.length] as Instructor;
    const token = instructor.token;
    switch (kind) {
      case 'my_day':
        return call(base, 'GET', '/api/my-day', { token, agent });
      case 'week':
        return call(base, 'GET', `/api/appointments?${week}`, { token, agent });
      case 'booking': {
        const start = new Date(firstSlot + (user * 10_000 + n) * 60_000);
        const end = new Date(start.getTime() + 45 * 60_000);
        const body = {
          title: `Bench ${user}-${n}`,
          start: start.toISOString(),
          end: end.toISOString(),
          allowOverlap: true,
        };
        return call(base, 'POST', '/api/appointments', { token, agent, body });
      }
      case 'evaluation': {
        const skillId = instructor.skillIds[n % instructor.skillIds.length];
        const evaluation = { id: randomUUID(), skillId, level: n % 6, evaluatedAt: new Date().toISOString() };
        return call(base, 'PUT', `/api/lessons/${instructor.lessonId}/work`, {
          token,
          agent,
          body: { evaluations: [evaluation] },
        });
      }
      case 'sign_in':
        return call(base, 'POST', '/api/auth/login', {
          agent,
          body: { username: instructor.email, password: PASSWORD },
        });
    }
  };
  const user = async (index: number) => {
    for (let n = 0; running; n++) {
      const kind = pick();
      const answer = await send(index, n, kind);
      if (!measuring) continue;
      latencies.push(answer.ms);
      byKind[kind]++;
      if (answer.status < 200 || answer.status >= 300) {
        errors++;
        const key = `${kind} ${answer.status} ${answer.body?.error?.code ?? ''}`.trim();
        failures[key] = (failures[key] ?? 0) + 1;
      }
    }
  };
  const users = Promise.all(Array.from({ length: VIRTUAL_USERS }, (_, index) => user(index)));
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000));
  const serverPids = cluster.processes.map((running) => running.child.pid ?? 0);
  const nginxPids = pidsOf('-f', 'nginx.*ds-bench-cluster').flatMap((pid) => [pid, ...pidsOf('-P', String(pid))]);
  const postgresPids = pidsOf('-u', 'postgres');
  const cpu = () => ({
    servers: cpuSeconds(serverPids),
    postgres: cpuSeconds(postgresPids),
    nginx: cpuSeconds(nginxPids),
    load: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
  });
  const cpuBefore = cpu();
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpu();
  const share = (key: keyof CoresUsed) => Math.round(((cpuAfter[key] - cpuBefore[key]) / elapsed) * 100) / 100;
  running = false;
  await users;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    cores: { servers: share('servers'), postgres: share('postgres'), nginx: share('nginx'), load: share('load') },
    rps: Math.round(latencies.length / elapsed),
    p99_ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    requests: latencies.length,
    errors,
    failures,
    byKind,
  };
}

log('Building the server bundle…');
await buildServer();
const name = uniqueDatabaseName('ds_bench_cluster');
const databaseUrl = await createDatabase(postgresUrl, name);
const drop = dropWhenDone(postgresUrl, name);
const s3 = await startS3Server();
const runDir = await mkdtemp(join(tmpdir(), 'ds-bench-cluster-'));
const port = await freePort();
const secretKey = randomBytes(32).toString('hex');
const runs: Record<number, Run> = {};
try {
  for (const processes of [1, 2, 3]) {
    log(`Starting ${processes} server process(es) behind nginx…`);
    const cluster = await startCluster({
      processes,
      port,
      runDir,
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(runDir, 'unused'),
        SECRET_KEY: secretKey,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: 'true',
        SEED_DEMO: 'true',
        PROVIDER_SIMULATORS: 'false',
        LOG_LEVEL: 'warn',
        // One address signs everyone in here: an office's limit would refuse the bench's sign-ins.
        SIGN_IN_ATTEMPTS_PER_IP_MINUTE: '1000000',
        ...s3.env,
      },
      output: (line) => {
        if (/error|fatal/i.test(line)) console.log(line);
      },
    });
    try {
      const instructors = await Promise.all(INSTRUCTORS.map((email) => prepare(cluster.url, email)));
      const run = await drive(cluster.url, instructors, cluster, processes);
      runs[processes] = run;
      log(
        `${processes} process(es): ${run.rps} req/s, p99 ${run.p99_ms} ms, ${run.requests} requests, ${run.errors} errors ${JSON.stringify(run.failures)}, mix ${JSON.stringify(run.byKind)}, cores used ${JSON.stringify(run.cores)}`,
      );
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await s3.close();
  await rm(runDir, { recursive: true, force: true });
  await drop();
}

const figures = [1, 2, 3].map((processes) => runs[processes] as Run);
const rpsPerCore = Math.round((figures[0]?.rps ?? 0) / (figures[0]?.cores.servers || 1));
console.log(
  JSON.stringify({
    bench: 'cluster',
    rps_1: figures[0]?.rps,
    rps_2: figures[1]?.rps,
    rps_3: figures[2]?.rps,
    p99_ms_1: figures[0]?.p99_ms,
    p99_ms_2: figures[1]?.p99_ms,
    p99_ms_3: figures[2]?.p99_ms,
    errors: figures.reduce((sum, run) => sum + run.errors, 0),
    // Requests a second per processor core the server processes used: what one core of a larger machine serves.
    rps_per_server_core: rpsPerCore,
    schools_per_process: Math.floor(
      (rpsPerCore * HEADROOM) / ((INSTRUCTORS_PER_SCHOOL * REQUESTS_PER_INSTRUCTOR_HOUR) / 3600),
    ),
    server_cores_1: figures[0]?.cores.servers,
    server_cores_2: figures[1]?.cores.servers,
    server_cores_3: figures[2]?.cores.servers,
    postgres_cores_1: figures[0]?.cores.postgres,
    load_cores_1: figures[0]?.cores.load,
    virtual_users: VIRTUAL_USERS,
    seconds: SECONDS,
    cores: availableParallelism(),
  }),
);
