import { resolve } from 'node:path';
import type { Manifest } from './manifest';

/**
 * The directory named on the command line, resolved from where the operator typed it (npm runs
 * the workspace's script in apps/server and says where it was called from in INIT_CWD).
 */
export function backupDirectoryArgument(script: string): string {
  const [argument] = process.argv.slice(2);
  if (!argument) {
    process.stderr.write(`Usage: npm run ${script} -- <directory>\n`);
    process.exit(1);
  }
  return resolve(process.env.INIT_CWD ?? process.cwd(), argument);
}

export function describeBackup(manifest: Manifest): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const database = manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  return `${database} database (${manifest.tables.length} tables, ${rows} rows), ${manifest.files.length} files (${(bytes / 1_048_576).toFixed(1)} MB)`;
}
