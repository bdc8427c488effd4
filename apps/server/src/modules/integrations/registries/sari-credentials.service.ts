import type { SariConnectionTest, SariCredentials, SariCredentialsInput } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import { RegistryError } from '../../../kernel/course-registries';
import type { Deps } from '../../../kernel/deps';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { sariConnectionOf } from './registry-connections';
import { registryCallFailure } from './registry-failures';
import {
  deleteSariAccount,
  findSariAccount,
  type SariAccountRow,
  setSariVerdict,
  upsertSariAccount,
} from './sari-accounts.repo';

function present(row: SariAccountRow): SariCredentials {
  return {
    username: row.username,
    clientId: row.clientId,
    secretSet: true,
    passwordSet: true,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    refusedAt: row.refusedAt?.toISOString() ?? null,
  };
}

export async function getSariCredentials(deps: Pick<Deps, 'db'>, actor: Actor): Promise<SariCredentials | null> {
  const row = await findSariAccount(deps.db, actor.userId);
  return row ? present(row) : null;
}

/** Saves my SARI account, the secret and password sealed; left out, the kept ones stay (required the first time). */
export async function saveSariCredentials(
  deps: Pick<Deps, 'db' | 'secrets'>,
  actor: Actor,
  input: SariCredentialsInput,
): Promise<SariCredentials> {
  const kept = await findSariAccount(deps.db, actor.userId);
  const missing = [
    !input.clientSecret && !kept ? 'body.clientSecret' : null,
    !input.password && !kept ? 'body.password' : null,
  ].flatMap((field) => (field ? [{ field, rule: 'required', message: 'is required' }] : []));
  if (missing.length > 0) throw new ValidationError(missing);
  const row = await upsertSariAccount(deps.db, actor.userId, {
    username: input.username,
    clientId: input.clientId,
    secretSealed: input.clientSecret ? deps.secrets.encrypt(input.clientSecret) : (kept?.secretSealed ?? ''),
    passwordSealed: input.password ? deps.secrets.encrypt(input.password) : (kept?.passwordSealed ?? ''),
  });
  return present(row);
}

export async function removeSariCredentials(deps: Pick<Deps, 'db'>, actor: Actor): Promise<void> {
  if (!(await deleteSariAccount(deps.db, actor.userId))) throw new NotFoundError('No SARI account');
}

/**
 * The connection test: a fresh token from SARI with my credentials, then its version call.
 * Refused credentials are recorded (the screens ask to enter them again) and answered 422.
 */
export async function testSariCredentials(
  deps: Pick<Deps, 'db' | 'secrets' | 'log' | 'config'>,
  actor: Actor,
): Promise<SariConnectionTest> {
  const account = await findSariAccount(deps.db, actor.userId);
  if (!account) throw new NotFoundError('No SARI account');
  const connection = sariConnectionOf(deps, account);
  try {
    await connection.authenticate();
    const version = await connection.version('connection-test');
    const at = new Date();
    await setSariVerdict(deps.db, actor.userId, true, at);
    return { verifiedAt: at.toISOString(), version };
  } catch (error) {
    if (error instanceof RegistryError && error.kind === 'credentials_refused') {
      await setSariVerdict(deps.db, actor.userId, false, new Date());
    }
    throw error instanceof RegistryError ? registryCallFailure(error) : error;
  }
}
