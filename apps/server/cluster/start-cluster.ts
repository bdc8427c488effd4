// `npm run start:cluster`: the production shape on one machine (docs/operations.md, "The cluster
// on one machine"): CLUSTER_PROCESSES server processes (2 unless set) of the built bundle on one
// PostgreSQL database, the S3-compatible test store for files, nginx in front on PORT (3000).
// SIGHUP restarts the processes one by one (rolling restart); Ctrl-C or SIGTERM stops it all.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from '../src/config';
import { LOCAL_POSTGRES_URL } from '../src/test/postgres-databases';
import { startS3Server } from '../src/test/s3-server';
import { startCluster } from './server-cluster';

const env = process.env;
const processes = Number(env.CLUSTER_PROCESSES ?? 2);
const port = Number(env.PORT ?? 3000);
if (!Number.isInteger(processes) || processes < 1 || processes > 16)
  throw new Error('CLUSTER_PROCESSES must be 1 to 16');
const dataDir = resolve(PROJECT_ROOT, env.DATA_DIR ?? 'data');
const runDir = join(dataDir, 'cluster');
await mkdir(runDir, { recursive: true });

/** The database of DATABASE_URL, else `driving_school` on this machine's PostgreSQL, created when missing. */
async function database(): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const url = new URL(LOCAL_POSTGRES_URL);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect().catch((error: Error) => {
    throw new Error(`No DATABASE_URL and no PostgreSQL server at ${url.host}: ${error.message}`);
  });
  const found = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'driving_school'`);
  if (found.rowCount === 0) await client.query('CREATE DATABASE driving_school');
  await client.end();
  url.pathname = '/driving_school';
  return url.toString();
}

/** Every process seals and opens secrets with one key: SECRET_KEY, else one kept in the run directory. */
async function secretKey(): Promise<string> {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  const path = join(runDir, 'secret.key');
  if (!existsSync(path)) await writeFile(path, randomBytes(32).toString('hex'), { mode: 0o600 });
  return (await readFile(path, 'utf8')).trim();
}

/** The file store the processes share: the one configured, else the S3-compatible test store (s3rver) in the run directory. */
async function fileStore(): Promise<{ env: NodeJS.ProcessEnv; close(): Promise<void> }> {
  if (env.FILE_STORE === 's3') return { env: {}, close: async () => {} };
  return startS3Server({ port: port + 100, directory: join(runDir, 's3'), bucket: 'driving-school-files' });
}

const store = await fileStore();
const cluster = await startCluster({
  processes,
  port,
  serverPorts: Array.from({ length: processes }, (_, index) => port + 1 + index),
  runDir,
  env: {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://localhost:${port}`,
    TRUST_PROXY: 'true',
    // The providers' simulators run inside a process and keep their state there: a payment begun
    // through one process's simulator would be unknown to the other's. The cluster runs without them.
    PROVIDER_SIMULATORS: 'false',
    ...store.env,
    ...env,
    DATABASE_URL: await database(),
    SECRET_KEY: await secretKey(),
  },
  output: (line) => console.log(line),
}).catch(async (error: Error) => {
  await store.close();
  console.error(`The cluster did not start: ${error.message}`);
  process.exit(1);
});

console.log(
  `Driving school: ${processes} server processes (ports ${cluster.processes.map((p) => p.port).join(', ')}) behind nginx on http://localhost:${port}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  await store.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGHUP', () => {
  console.log('Rolling restart…');
  cluster.rollingRestart().then(
    () => console.log('Rolling restart done'),
    (error: Error) => console.error(`Rolling restart failed: ${error.message}`),
  );
});
