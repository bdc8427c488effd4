import type { FastifyRequest } from 'fastify';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { RateLimitedError } from '../../lib/errors';

/** Per account: about five attempts a minute (spec-level abuse resistance, not the library's 1,000). */
const PER_ACCOUNT = 5;
/** Per IP a little more, because a school's office signs several instructors in behind one address. */
const PER_IP = 10;
const WINDOW_MS = 60_000;

/** One set of counters per sign-in route; refuses with 429 and Retry-After once over the limit. */
export function signInLimiter() {
  const byAccount = new AttemptLimiter(PER_ACCOUNT, WINDOW_MS);
  const byIp = new AttemptLimiter(PER_IP, WINDOW_MS);
  return async (request: FastifyRequest) => {
    const username = (request.body as { username?: unknown } | undefined)?.username;
    const checks = [byIp.hit(request.ip)];
    if (typeof username === 'string') checks.push(byAccount.hit(username.trim().toLowerCase()));
    const refused = checks.find((check) => !check.allowed);
    if (refused) throw new RateLimitedError(refused.retryAfterSeconds);
  };
}
