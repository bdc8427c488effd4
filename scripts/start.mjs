// `npm start`: builds what is missing (the web app; the server bundle, also when older than its
// sources), then runs the one server process on plain JavaScript: it migrates, seeds an empty
// database and serves API and SPA, with the providers' simulators while it seeds the demo.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const SERVER_BUNDLE = join(root, 'apps/server/dist/main.js');
const SERVER_SOURCES = ['apps/server/src', 'apps/server/scripts', 'packages/domain/src'];

function build(what, workspace) {
  console.log(`Building ${what}…`);
  const run = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/** The last modification of any file under the folders, in milliseconds. */
function newestChange(folders) {
  let newest = 0;
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

// A WEB_DIST_DIR of one's own is served as it is.
if (!process.env.WEB_DIST_DIR && !existsSync(join(root, 'apps/web/dist/index.html'))) {
  build('the web app (first start)', 'apps/web');
}
if (!existsSync(SERVER_BUNDLE) || statSync(SERVER_BUNDLE).mtimeMs < newestChange(SERVER_SOURCES)) {
  build('the server', 'apps/server');
}

// The demo's settings from .env count here too, as the server would read them (real variables win).
const envFile = join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
// The demo shows every provider (SMS, Microsoft, Google, card payments, SARI, L2, the theory-exam
// service) through its local stand-in; a real install sets SEED_DEMO=false, as it must for the
// demo's known passwords, and a provider configured for real is used whatever this says.
const demo = process.env.SEED_DEMO !== 'false';

// `--cluster` (npm run start:cluster): several processes on PostgreSQL behind nginx instead
// (apps/server/cluster/start-cluster.ts, docs/operations.md), without the simulators.
const server = process.argv.includes('--cluster')
  ? spawn(process.execPath, ['--import', 'tsx', 'apps/server/cluster/start-cluster.ts'], {
      cwd: root,
      stdio: 'inherit',
    })
  : spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
      cwd: root,
      stdio: 'inherit',
      env: { NODE_ENV: 'production', ...(demo ? { PROVIDER_SIMULATORS: 'true' } : {}), ...process.env },
    });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
