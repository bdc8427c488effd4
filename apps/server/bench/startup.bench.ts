// npm run bench:startup — cold start and resting memory of the production server, run as
// `npm start` ran it before (its TypeScript through tsx, whose transpile cache is warm after the
// first start) and as it runs now (plain node on the bundle of `npm run build`), in the same run.
// Each way starts ROUNDS times, the two taking turns: on a fresh PGlite data directory (migrations,
// reference data and the demo written), then again on that directory. Measured: from spawning
// the process to the first 200 of GET /api/health, the processor time the process spent until
// then (user + system: less swayed than the wall clock by other work on the machine), and its
// resident memory (VmRSS) after REST_SECONDS idle. Medians. The last line is one JSON object:
// {"bench":"startup","rounds":…,"build_ms":…,"tsx_fresh_ms":…,"tsx_existing_ms":…,"tsx_existing_cpu_ms":…,
//  "tsx_rss_mb":…,"node_fresh_ms":…,"node_existing_ms":…,"node_existing_cpu_ms":…,"node_rss_mb":…}
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../scripts/server-bundle';
import { freePort, type ServerEntry, startServerProcess, waitForHealth } from '../src/test/server-process';

const ROUNDS = 3;
const REST_SECONDS = 5;
const LABEL: Record<ServerEntry, string> = { source: 'tsx on the sources', built: 'node on the bundle' };

interface Start {
  ms: number;
  cpuMs: number;
  rssMb: number;
}

/** Clock ticks a second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

async function processorMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024);
}

async function start(entry: ServerEntry, dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const server = startServerProcess(
    { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    entry,
  );
  try {
    const health = await waitForHealth(`http://127.0.0.1:${port}`, server.child);
    const ms = Math.round(performance.now() - started);
    const cpuMs = await processorMs(server.child.pid ?? 0);
    if (health.status !== 200) throw new Error(`${LABEL[entry]}: /api/health answered ${health.status}`);
    await new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000));
    return { ms, cpuMs, rssMb: await residentMb(server.child.pid ?? 0) };
  } finally {
    server.child.kill('SIGTERM');
    await server.done;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const building = performance.now();
await buildServer();
const buildMs = Math.round(performance.now() - building);
console.log(`server bundle built in ${buildMs} ms`);

const runs: Record<ServerEntry, { fresh: Start[]; existing: Start[] }> = {
  source: { fresh: [], existing: [] },
  built: { fresh: [], existing: [] },
};
for (let round = 1; round <= ROUNDS; round += 1) {
  const order: ServerEntry[] = round % 2 ? ['source', 'built'] : ['built', 'source'];
  for (const entry of order) {
    const dataDir = await mkdtemp(join(tmpdir(), 'ds-bench-startup-'));
    try {
      const fresh = await start(entry, dataDir);
      const existing = await start(entry, dataDir);
      runs[entry].fresh.push(fresh);
      runs[entry].existing.push(existing);
      console.log(
        `round ${round}, ${LABEL[entry]}: fresh data ${fresh.ms} ms (${fresh.cpuMs} ms of processor, ${fresh.rssMb} MB at rest), existing data ${existing.ms} ms (${existing.cpuMs} ms of processor, ${existing.rssMb} MB at rest)`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}

const figures = (entry: ServerEntry) => {
  const { fresh, existing } = runs[entry];
  return {
    freshMs: median(fresh.map((run) => run.ms)),
    existingMs: median(existing.map((run) => run.ms)),
    existingCpuMs: median(existing.map((run) => run.cpuMs)),
    rssMb: median(existing.map((run) => run.rssMb)),
  };
};
const before = figures('source');
const after = figures('built');
for (const [entry, result] of [
  ['source', before],
  ['built', after],
] as const) {
  console.log(
    `${LABEL[entry]} (median of ${ROUNDS}): fresh data ${result.freshMs} ms, existing data ${result.existingMs} ms (${result.existingCpuMs} ms of processor), ${result.rssMb} MB resident at rest`,
  );
}
console.log(
  JSON.stringify({
    bench: 'startup',
    rounds: ROUNDS,
    build_ms: buildMs,
    tsx_fresh_ms: before.freshMs,
    tsx_existing_ms: before.existingMs,
    tsx_existing_cpu_ms: before.existingCpuMs,
    tsx_rss_mb: before.rssMb,
    node_fresh_ms: after.freshMs,
    node_existing_ms: after.existingMs,
    node_existing_cpu_ms: after.existingCpuMs,
    node_rss_mb: after.rssMb,
  }),
);
