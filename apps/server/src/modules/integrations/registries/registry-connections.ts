import { createL2Client } from '../../../integrations/l2/l2-client';
import type { RegistryCallLog } from '../../../integrations/registry-http';
import { createSariClient } from '../../../integrations/sari/sari-client';
import { type L2Registry, RegistryError, type SariConnection } from '../../../kernel/course-registries';
import type { Deps } from '../../../kernel/deps';
import { type SariAccountRow, setSariTokens, setSariVerdict } from './sari-accounts.repo';

export type RegistryDeps = Pick<Deps, 'db' | 'secrets' | 'log' | 'config'>;

/** Every call to a registry is one log line: its name, HTTP status and outcome, never a secret or a person. */
function logCall(deps: Pick<Deps, 'log'>) {
  return (entry: RegistryCallLog) => deps.log.info({ registryCall: entry }, 'registry call');
}

/**
 * A connection to SARI through a user's account: its sealed credentials opened, its tokens read
 * from and kept in its row (sealed), so that every server process reuses and refreshes the same.
 */
export function sariConnectionOf(deps: RegistryDeps, account: SariAccountRow): SariConnection {
  const registry = createSariClient({
    baseUrl: deps.config.SARI_API_URL,
    timeoutMs: deps.config.REGISTRY_TIMEOUT_MS,
    log: logCall(deps),
  });
  let current = account;
  return registry.connect(
    {
      clientId: account.clientId,
      clientSecret: deps.secrets.decrypt(account.secretSealed),
      username: account.username,
      password: deps.secrets.decrypt(account.passwordSealed),
    },
    {
      read: async () =>
        current.accessTokenSealed && current.accessTokenExpiresAt
          ? {
              accessToken: deps.secrets.decrypt(current.accessTokenSealed),
              refreshToken: current.refreshTokenSealed ? deps.secrets.decrypt(current.refreshTokenSealed) : null,
              expiresAt: current.accessTokenExpiresAt,
            }
          : null,
      write: async (tokens) => {
        const sealed = {
          accessTokenSealed: deps.secrets.encrypt(tokens.accessToken),
          refreshTokenSealed: tokens.refreshToken ? deps.secrets.encrypt(tokens.refreshToken) : null,
          accessTokenExpiresAt: tokens.expiresAt,
        };
        await setSariTokens(deps.db, account.userId, sealed);
        current = { ...current, ...sealed };
      },
    },
  );
}

/** Calls SARI through an account; credentials SARI refuses are marked refused on the account before the error goes on. */
export async function callSari<T>(
  deps: RegistryDeps,
  account: SariAccountRow,
  call: (sari: SariConnection) => Promise<T>,
): Promise<T> {
  try {
    return await call(sariConnectionOf(deps, account));
  } catch (error) {
    if (error instanceof RegistryError && error.kind === 'credentials_refused') {
      await setSariVerdict(deps.db, account.userId, false, new Date());
    }
    throw error;
  }
}

/** The product's account at L2 from the environment; null when L2 is not configured. */
export function l2RegistryOf(deps: Pick<Deps, 'log' | 'config'>): L2Registry | null {
  const { L2_API_URL, L2_API_KEY } = deps.config;
  if (!L2_API_URL || !L2_API_KEY) return null;
  return createL2Client({
    baseUrl: L2_API_URL,
    apiKey: L2_API_KEY,
    timeoutMs: deps.config.REGISTRY_TIMEOUT_MS,
    log: logCall(deps),
  });
}
