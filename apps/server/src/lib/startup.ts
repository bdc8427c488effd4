import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, ConfigError, loadConfig, PROJECT_ROOT } from '../config';
import { type Database, DatabaseUnavailableError, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

/** A failure whose message says it all (what went wrong, what to do): printed as one line. */
export class CommandError extends Error {}

/**
 * Runs a command-line entry point: configuration and database problems end the process
 * with one clear line and a non-zero code, never a stack trace. The database is migrated
 * first unless the command does it itself (the server, which answers its probes meanwhile).
 */
export async function runCommand(
  task: (context: { config: Config; database: Database }) => Promise<void>,
  options: { migrate: boolean } = { migrate: true },
) {
  await runWithConfig(async (config) => {
    let database: Database | undefined;
    try {
      database = await openDatabase(config);
      if (options.migrate) await migrate(database);
      await task({ config, database });
    } catch (error) {
      await database?.close().catch(() => {});
      throw error;
    }
  });
}

/** Like `runCommand`, for a command that opens the database its own way, if at all (backups). */
export async function runWithConfig(task: (config: Config) => Promise<void>) {
  const envFile = join(PROJECT_ROOT, '.env');
  // Variables already set in the environment win over the file.
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    await task(loadConfig(process.env));
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    if (error instanceof DatabaseUnavailableError) fail(`Database error: ${error.message}`);
    if (error instanceof CommandError) fail(error.message);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') fail(`Server error: ${(error as Error).message}`);
    throw error;
  }
}

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
