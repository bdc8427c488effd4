import { defineAbilityFor } from '@ds/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { RateLimitedError } from '../../../lib/errors';
import { actorOfUser, type SignInThrottle, verifyAppPassword } from '../../identity';
import { recordAudit } from '../../platform';
import type { DavUser } from './dav-props';

export const REALM = 'Driving school calendars';

/** A failed Basic sign-in: 401 with the challenge, 429 when too many failed, 403 when not allowed to sync. */
export class DavAuthError extends Error {
  constructor(
    readonly status: 401 | 403 | 429,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export interface DavPrincipal {
  actor: Actor;
  user: DavUser;
}

/** `Authorization: Basic base64(user:password)`; the password may hold colons. */
function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * HTTP Basic with an app password (never the account password): the account's e-mail and one of
 * its app passwords. Failures go through the sign-in throttle (channel `app_password`, apart from
 * password sign-ins) and are audited; past a limit the answer is 429 with Retry-After.
 */
export function basicAuthenticator(deps: { db: Db; log: FastifyBaseLogger; throttle: SignInThrottle }) {
  return async (authorization: string | undefined, ip: string): Promise<DavPrincipal> => {
    const credentials = basicCredentials(authorization);
    if (!credentials) throw new DavAuthError(401, 'Sign in with your e-mail and an app password');
    const attempt = { channel: 'app_password' as const, ip, account: credentials.username };
    const admitted = await deps.throttle.admit(attempt).catch((error: unknown) => {
      if (!(error instanceof RateLimitedError)) throw error;
      throw new DavAuthError(429, 'Too many failed sign-ins: try again later', error.retryAfterSeconds);
    });

    const verified = await verifyAppPassword(deps.db, credentials.username, credentials.password);
    if (!verified) {
      await deps.throttle.failed(attempt);
      await recordAudit(deps.db, deps.log, {
        action: 'app_password_sign_in',
        outcome: 'failure',
        username: credentials.username.trim().toLowerCase().slice(0, 200),
        ip,
      });
      throw new DavAuthError(401, 'Wrong user name or app password');
    }
    await deps.throttle.succeeded(admitted);
    const { user, appPassword } = verified;
    const actor = await actorOfUser(deps.db, user, `app-password:${appPassword.id}`);
    if (actor.twoFactorSetupRequired || !defineAbilityFor(actor).can('manage', 'calendar')) {
      throw new DavAuthError(403, 'This account does not sync calendars');
    }
    return { actor, user: { id: user.id, email: user.email, firstname: user.firstname, name: user.name } };
  };
}
