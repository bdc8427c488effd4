import type { Config } from '../../../config';
import {
  createGoogleCalendarClient,
  type GoogleCalendarClient,
  GoogleCalendarError,
} from '../../../integrations/google-calendar/google-calendar-client';
import type { Deps } from '../../../kernel/deps';
import { AppError } from '../../../lib/errors';
import { type GoogleLinkRow, updateLink } from './google-links.repo';

export type GoogleDeps = Pick<Deps, 'db' | 'secrets' | 'log' | 'jobs' | 'config'>;

/** An access token this close to its end is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

/** The client of the configured Google application (the simulator's in the demo), or none. */
export function googleClientOf(deps: Pick<Deps, 'config' | 'log'>): GoogleCalendarClient | null {
  const config: Config = deps.config;
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return createGoogleCalendarClient(
    {
      authUrl: config.GOOGLE_OAUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      revokeUrl: config.GOOGLE_REVOKE_URL,
      apiUrl: config.GOOGLE_API_URL,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: `${config.PUBLIC_URL}/gc`,
    },
    {
      timeoutMs: config.GOOGLE_TIMEOUT_SECONDS * 1000,
      log: (entry) => deps.log.info({ google: entry }, 'google calendar call'),
    },
  );
}

export function requireGoogleClient(deps: Pick<Deps, 'config' | 'log'>): GoogleCalendarClient {
  const client = googleClientOf(deps);
  if (!client)
    throw new AppError(400, 'google_not_configured', 'Linking a Google calendar is not set up on this server');
  return client;
}

/**
 * Runs `call` with a valid access token of the link: the kept one while it lasts, else a fresh
 * one (sealed and kept, so every process reuses it); a 401 refreshes once and tries again.
 */
export async function withAccess<T>(
  deps: GoogleDeps,
  client: GoogleCalendarClient,
  link: GoogleLinkRow,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  const refresh = async () => {
    const tokens = await client.refresh(deps.secrets.decrypt(link.refreshTokenSealed));
    const accessTokenSealed = deps.secrets.encrypt(tokens.accessToken);
    await updateLink(deps.db, link.id, {
      accessTokenSealed,
      accessTokenExpiresAt: tokens.expiresAt,
      ...(tokens.refreshToken ? { refreshTokenSealed: deps.secrets.encrypt(tokens.refreshToken) } : {}),
    });
    Object.assign(link, { accessTokenSealed, accessTokenExpiresAt: tokens.expiresAt });
    return tokens.accessToken;
  };
  const kept =
    link.accessTokenSealed &&
    link.accessTokenExpiresAt &&
    link.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now()
      ? deps.secrets.decrypt(link.accessTokenSealed)
      : null;
  const token = kept ?? (await refresh());
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof GoogleCalendarError && error.kind === 'auth')) throw error;
    return call(await refresh());
  }
}
