import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../../config';
import type { Manifest } from './manifest';

/** The directory named on the command line; a relative one is taken from the project root, as DATA_DIR is. */
export function backupDirectoryArgument(script: string): string {
  const [argument] = process.argv.slice(2);
  if (!argument) {
    process.stderr.write(`Usage: npm run ${script} -- <directory>\n`);
    process.exit(1);
  }
  return resolve(PROJECT_ROOT, argument);
}

export function describeBackup(manifest: Manifest): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const database = manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  return `${database} database (${manifest.tables.length} tables, ${rows} rows), ${manifest.files.length} files (${(bytes / 1_048_576).toFixed(1)} MB)`;
}
