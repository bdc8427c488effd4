import { APP_VERSION, type Health } from '@ds/domain';
import type { Database } from '../../../db/client';
import { UnavailableError } from '../../../lib/errors';
import { pingDatabase } from './health.repo';

export async function checkHealth(database: Database): Promise<Health> {
  try {
    await pingDatabase(database.db);
  } catch {
    throw new UnavailableError('The database does not answer');
  }
  return { status: 'ok', db: database.kind, version: APP_VERSION };
}
