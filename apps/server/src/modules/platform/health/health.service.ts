import { APP_VERSION, type Health } from '@ds/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { UnavailableError } from '../../../lib/errors';

export async function checkHealth(database: Database): Promise<Health> {
  try {
    await database.db.execute(sql`select 1`);
  } catch {
    throw new UnavailableError('The database does not answer');
  }
  return { status: 'ok', db: database.kind, version: APP_VERSION };
}
