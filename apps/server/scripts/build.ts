// `npm run build -w apps/server`: the production bundle of the server (server-bundle.ts).
import { relative } from 'node:path';
import { buildServer, SERVER_BUNDLE } from './server-bundle';

const started = performance.now();
await buildServer();
console.log(`Built ${relative(process.cwd(), SERVER_BUNDLE)} in ${Math.round(performance.now() - started)} ms`);
