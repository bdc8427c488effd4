import { APP_VERSION, type Health, type Liveness } from '@ds/domain';
import type { Database } from '../../../db/client';
import { UnavailableError } from '../../../lib/errors';
import type { LifecycleState } from '../../../lib/lifecycle';
import { pingDatabase } from './health.repo';

export async function checkHealth(database: Database): Promise<Health> {
  try {
    await pingDatabase(database.db);
  } catch {
    throw new UnavailableError('The database does not answer');
  }
  return { status: 'ok', db: database.kind, version: APP_VERSION };
}

/** The process answers; nothing else is asked (a database outage must not get it restarted). */
export function checkLiveness(): Liveness {
  return { status: 'ok' };
}

const NOT_READY: Record<Exclude<LifecycleState, 'ready'>, string> = {
  starting: 'The server is starting',
  draining: 'The server is shutting down',
};

/** Whether a load balancer may send requests here: started, not draining, and its database answers. */
export async function checkReadiness(database: Database, state: LifecycleState): Promise<Health> {
  if (state !== 'ready') throw new UnavailableError(NOT_READY[state]);
  return checkHealth(database);
}
