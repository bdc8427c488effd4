// Fails when the Drizzle schema has changes that no committed migration holds
// (someone edited src/db/schema without running `npm run db:generate`).
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const scratch = await mkdtemp(join(tmpdir(), 'ds-migrations-'));
try {
  await cp(join(serverDir, 'drizzle'), join(scratch, 'drizzle'), { recursive: true });
  const config = join(scratch, 'drizzle.config.mjs');
  await writeFile(
    config,
    `export default ${JSON.stringify({
      dialect: 'postgresql',
      schema: './src/db/schema/index.ts',
      // drizzle-kit prefixes `out` with './', so it must be relative to the working directory.
      out: relative(serverDir, join(scratch, 'drizzle')),
    })};\n`,
  );
  const before = await readdir(join(scratch, 'drizzle'));
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config], { cwd: serverDir, encoding: 'utf8' });
  const added = (await readdir(join(scratch, 'drizzle'))).filter((file) => !before.includes(file));
  if (run.status !== 0 || /error/i.test(run.stderr)) {
    process.stderr.write(run.stdout + run.stderr);
    process.exitCode = 1;
  } else if (added.length > 0) {
    process.stderr.write(
      `The schema changed without a migration: run \`npm run db:generate\` (would add ${added.join(', ')}).\n`,
    );
    process.exitCode = 1;
  } else {
    process.stdout.write('Migrations match the schema.\n');
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
