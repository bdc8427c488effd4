// Child process of `npm run bench:import`: the server alone, on the database the parent
// prepared (PGlite's data directory, or PostgreSQL), listening on a free port. It sends the
// parent its port and a session token, and on 'report' answers its peak resident memory.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres } from '../src/db/client';
import { Secrets } from '../src/lib/secrets';
import { tokenFor } from '../src/test/sign-in';
import { IMPORTER } from './import-scenario';

const [kind, location] = process.argv.slice(2);
if (!process.send || !location || (kind !== 'pglite' && kind !== 'postgres')) {
  throw new Error('usage: forked with <pglite|postgres> <data directory or URL>');
}
const database = kind === 'pglite' ? await openPglite({ dataDir: location }) : await openPostgres(location);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
const app = await buildApp({ config, database, secrets: new Secrets(randomBytes(32)) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send({ port, token: await tokenFor(app, IMPORTER) });
process.on('message', async (message) => {
  if (message !== 'report') return;
  // maxRSS is in kilobytes.
  process.send?.({ peakMb: process.resourceUsage().maxRSS / 1024 });
  await app.close();
  await database.close();
  process.exit(0);
});
