import { defineAbilityFor } from '@ds/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { verifyAppPassword } from '../app-passwords/app-passwords.service';
import { recordAudit } from '../audit/audit.service';
import type { Actor } from '../auth/session.service';
import { twoFactorSetupRequired } from '../auth/two-factor.rules';
import { licenceFlags } from '../licences/licences.service';
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

const WINDOW_MS = 5 * 60_000;

/**
 * Failed attempts per key in a fixed window; once over the limit the key is refused until the
 * window ends, before any password is checked. Only failures count: a phone syncing every
 * minute with the right password never gets near it.
 */
class FailureLimiter {
  private readonly counter: AttemptLimiter;
  private readonly blockedUntil = new Map<string, number>();

  /** `limit` failures in the window, then the key waits for the window to end. */
  constructor(limit: number) {
    this.counter = new AttemptLimiter(limit - 1, WINDOW_MS);
  }

  retryAfterSeconds(key: string, now: number): number {
    const until = this.blockedUntil.get(key);
    if (until === undefined) return 0;
    if (until > now) return Math.ceil((until - now) / 1000);
    this.blockedUntil.delete(key);
    return 0;
  }

  fail(key: string, now: number): void {
    const { allowed, retryAfterSeconds } = this.counter.hit(key, now);
    if (!allowed) this.blockedUntil.set(key, now + retryAfterSeconds * 1000);
    if (this.blockedUntil.size > 10_000) {
      for (const [blocked, until] of this.blockedUntil) if (until <= now) this.blockedUntil.delete(blocked);
    }
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
 * its app passwords. Failures are counted per IP (30 in 5 minutes) and per user name (10), and
 * audited; past the limit the answer is 429 with Retry-After.
 */
export function basicAuthenticator(deps: { db: Db; log: FastifyBaseLogger }) {
  const byIp = new FailureLimiter(30);
  const byUser = new FailureLimiter(10);

  return async (authorization: string | undefined, ip: string): Promise<DavPrincipal> => {
    const credentials = basicCredentials(authorization);
    if (!credentials) throw new DavAuthError(401, 'Sign in with your e-mail and an app password');
    const now = Date.now();
    const userKey = credentials.username.trim().toLowerCase();
    const wait = Math.max(byIp.retryAfterSeconds(ip, now), byUser.retryAfterSeconds(userKey, now));
    if (wait > 0) throw new DavAuthError(429, 'Too many failed sign-ins: try again later', wait);

    const verified = await verifyAppPassword(deps.db, credentials.username, credentials.password);
    if (!verified) {
      byIp.fail(ip, now);
      byUser.fail(userKey, now);
      await recordAudit(deps.db, deps.log, {
        action: 'app_password_sign_in',
        outcome: 'failure',
        username: userKey.slice(0, 200),
        ip,
      });
      throw new DavAuthError(401, 'Wrong user name or app password');
    }
    const { user, appPassword } = verified;
    const actor: Actor = {
      userId: user.id,
      sessionId: `app-password:${appPassword.id}`,
      schoolId: user.schoolId,
      username: user.email,
      roles: [user.role],
      schoolHead: user.isSchoolHead,
      licences: await licenceFlags(deps.db, user.id),
      twoFactorSetupRequired: twoFactorSetupRequired(user),
    };
    if (actor.twoFactorSetupRequired || !defineAbilityFor(actor).can('manage', 'calendar')) {
      throw new DavAuthError(403, 'This account does not sync calendars');
    }
    return { actor, user: { id: user.id, email: user.email, firstname: user.firstname, name: user.name } };
  };
}
