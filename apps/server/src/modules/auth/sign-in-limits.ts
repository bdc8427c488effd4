import type { FastifyRequest } from 'fastify';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { RateLimitedError } from '../../lib/errors';

const WINDOW_MS = 60_000;

/**
 * Attempts a minute on each sign-in route: about five per account (SIGN_IN_LIMIT_PER_ACCOUNT),
 * a little more per IP (SIGN_IN_LIMIT_PER_IP, default 10) because a school's office signs
 * several instructors in behind one address.
 */
export interface SignInLimits {
  SIGN_IN_LIMIT_PER_ACCOUNT: number;
  SIGN_IN_LIMIT_PER_IP: number;
}

/** One set of counters per sign-in route; refuses with 429 and Retry-After once over the limit. */
export function signInLimiter(limits: SignInLimits) {
  const byAccount = new AttemptLimiter(limits.SIGN_IN_LIMIT_PER_ACCOUNT, WINDOW_MS);
  const byIp = new AttemptLimiter(limits.SIGN_IN_LIMIT_PER_IP, WINDOW_MS);
  return async (request: FastifyRequest) => {
    const username = (request.body as { username?: unknown } | undefined)?.username;
    const checks = [byIp.hit(request.ip)];
    if (typeof username === 'string') checks.push(byAccount.hit(username.trim().toLowerCase()));
    const refused = checks.find((check) => !check.allowed);
    if (refused) throw new RateLimitedError(refused.retryAfterSeconds);
  };
}
