// npm run bench:upload — one 200 MB resource uploaded over HTTP to the real server, started as a
// process of its own (the production bundle, built first), restarted on data a first start
// seeded with the demo (a throw-away PGlite data directory, files on the disk store;
// PostgreSQL when DATABASE_URL is set, in a throw-away database). The server's resident memory is sampled every 20 ms from
// /proc/<pid>/status while the file streams. The upload must add less than 64 MB to what the
// server held before it, and, on PostgreSQL, leave the process under 300 MB (on PGlite the
// embedded database's own heap, some 350 MB, lives in the process).
// Progress lines, then one JSON line:
// {"bench":"upload","mb":200,"seconds":…,"peak_rss_mb":…,"idle_rss_mb":…,"database":"postgres"|"pglite"}
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../scripts/server-bundle';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { createDatabase, dropWhenDone, uniqueDatabaseName } from '../src/test/postgres-databases';
import { freePort, startServerProcess, waitForHealth } from '../src/test/server-process';

const MB = 200;
const CHUNK = Buffer.alloc(1_048_576, 32);
const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** A multipart body of one PDF of `MB` megabytes, produced as it is sent (the bench holds 1 MB at a time too). */
function multipartBody(boundary: string): ReadableStream<Uint8Array> {
  let sent = -1;
  return new ReadableStream({
    pull(controller) {
      if (sent === -1) {
        controller.enqueue(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long-video-notes.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
          ),
        );
      } else if (sent < MB) {
        controller.enqueue(CHUNK);
      } else {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
      }
      sent += 1;
    },
  });
}

const postgresUrl = process.env.DATABASE_URL;
const workDir = await mkdtemp(join(tmpdir(), 'ds-bench-upload-'));
let dropDatabase: () => Promise<void> = async () => {};
const env: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  DATA_DIR: workDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  SECRET_KEY: randomBytes(32).toString('hex'),
  WEB_DIST_DIR: '/nonexistent',
};
if (postgresUrl) {
  const name = uniqueDatabaseName('ds_bench_upload');
  env.DATABASE_URL = await createDatabase(postgresUrl, name);
  dropDatabase = dropWhenDone(postgresUrl, name);
}
let server: ReturnType<typeof startServerProcess> | undefined;
try {
  await buildServer();
  // A first start writes the demo (its PDF, image and video made on the way), then stops: the
  // process measured is a server as production runs it, started on existing data.
  const seedPort = await freePort();
  const seeding = startServerProcess({ ...env, PORT: String(seedPort), HOST: '127.0.0.1' }, 'built');
  await waitForHealth(`http://127.0.0.1:${seedPort}`, seeding.child, 120_000);
  seeding.child.kill('SIGTERM');
  await seeding.done;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = startServerProcess({ ...env, PORT: String(port), HOST: '127.0.0.1' }, 'built');
  await waitForHealth(baseUrl, server.child, 120_000);
  const pid = server.child.pid as number;
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'monitor@demo.ch', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const idle = await rssMb(pid);
  log(`server up (pid ${pid}), ${idle.toFixed(0)} MB resident; uploading ${MB} MB`);

  let peak = idle;
  const sampler = setInterval(() => {
    rssMb(pid).then(
      (mb) => {
        peak = Math.max(peak, mb);
      },
      () => {},
    );
  }, 20);
  const boundary = `----bench${Date.now()}`;
  const uploadStarted = performance.now();
  const answer = await fetch(`${baseUrl}/api/resources/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipartBody(boundary),
    duplex: 'half',
  } as RequestInit);
  const seconds = (performance.now() - uploadStarted) / 1000;
  clearInterval(sampler);
  const body = (await answer.json()) as { data?: { file?: { size: number } }; error?: unknown };
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(body)}`);
  log(`stored ${body.data?.file?.size} bytes in ${seconds.toFixed(1)} s; peak ${peak.toFixed(0)} MB resident`);
  if (peak - idle >= 64) throw new Error(`the upload took ${(peak - idle).toFixed(0)} MB of memory, not streamed`);
  if (postgresUrl && peak >= 300) throw new Error(`the server used ${peak.toFixed(0)} MB, over 300 MB`);
  console.log(
    JSON.stringify({
      bench: 'upload',
      mb: MB,
      seconds: Number(seconds.toFixed(1)),
      peak_rss_mb: Math.round(peak),
      idle_rss_mb: Math.round(idle),
      database: postgresUrl ? 'postgres' : 'pglite',
    }),
  );
} finally {
  server?.child.kill('SIGTERM');
  await server?.done;
  await dropDatabase();
  await rm(workDir, { recursive: true, force: true });
}
