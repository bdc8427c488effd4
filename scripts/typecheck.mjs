// Type-checks every workspace with its own tsconfig, two at a time (the machines have two cores):
// the server and the web app, the longest, run side by side. Fails if any fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROJECTS = ['apps/server', 'apps/web', 'packages/domain', 'e2e'];

function check(project) {
  return new Promise((resolve) => {
    const tsc = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'failed'}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const workers = Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
  let ok = true;
  for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
  return ok;
});
process.exitCode = (await Promise.all(workers)).every(Boolean) ? 0 : 1;
