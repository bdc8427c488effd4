// npm run bench:bundle — builds the web app into a temporary directory, opens /login in Chromium
// as a first visit (empty cache, service worker blocked) and weighs the JavaScript it loads, and
// every script of the build. Last line:
// {"bench":"bundle","login_js_gz_kb":…,"largest_lazy_gz_kb":…,"entry_gz_kb":…,…}
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { launchBrowser } from '../support/browser';
import {
  BUDGETS,
  builtScripts,
  entryScriptNames,
  gzKb,
  loginFormShown,
  type Script,
  scriptsOfFirstVisit,
  totalGzKb,
} from '../support/bundle';

const WEB_DIR = new URL('../../apps/web/', import.meta.url).pathname;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

const outDir = await mkdtemp(join(tmpdir(), 'ds-bundle-'));
// Never apps/web/dist: the browser tests may be serving it meanwhile.
const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: WEB_DIR,
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error(`vite build failed with code ${build.status}`);

/**
 * The built app as the real server serves it: files, index.html for any other address, 404 for
 * the API. The login page's scripts do not depend on an API answer (the budget test measures
 * the same visit against the real server).
 */
const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
  if (path.startsWith('/api/')) return response.writeHead(404).end();
  try {
    const body = await readFile(join(outDir, path));
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(200, { 'content-type': TYPES['.html'] }).end(await readFile(join(outDir, 'index.html')));
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await launchBrowser();
const login = await scriptsOfFirstVisit(browser, baseUrl, '/login', loginFormShown);
await browser.close();
server.close();

const all = await builtScripts(outDir);
const entryNames = new Set(await entryScriptNames(outDir));
await rm(outDir, { recursive: true, force: true });

const loginNames = new Set(login.map((script) => script.name));
const lazy = all.filter((script) => !loginNames.has(script.name));
const calendar = all.filter((script) => script.calendar);
const line = (script: Script) => `  ${gzKb(script).toFixed(1).padStart(6)} KB  ${script.name}`;

console.log(`/login loads ${login.length} scripts, ${totalGzKb(login)} KB gzip (budget ${BUDGETS.loginJsGzKb}):`);
for (const script of [...login].sort((a, b) => b.gzBytes - a.gzBytes).slice(0, 8)) console.log(line(script));
console.log(`heaviest scripts /login does not load (budget ${BUDGETS.chunkGzKb} KB gzip each):`);
for (const script of lazy.slice(0, 5)) console.log(line(script));
console.log(
  JSON.stringify({
    bench: 'bundle',
    login_js_gz_kb: totalGzKb(login),
    largest_lazy_gz_kb: lazy[0] ? gzKb(lazy[0]) : 0,
    entry_gz_kb: totalGzKb(all.filter((script) => entryNames.has(script.name))),
    login_files: login.length,
    largest_lazy: lazy[0]?.name,
    calendar_gz_kb: totalGzKb(calendar),
    calendar_on_login: login.some((script) => script.calendar),
    scripts: all.length,
    all_js_gz_kb: totalGzKb(all),
  }),
);
