/**
 * How sign-in attempts are slowed and refused (OWASP Authentication Cheat Sheet, "Account
 * lockout" and "Slow down online guessing attacks"). Failures are what counts, not successes:
 * - per account and address, a hard limit: that address may not try that account any more
 *   until the window ends;
 * - per address, a looser hard limit on failures whatever the account (one machine trying many
 *   accounts), and a ceiling on all attempts a minute, high enough for a school office signing
 *   in every instructor behind one address;
 * - per account alone, only a growing delay before the answer, never a refusal: a stranger who
 *   knows an e-mail address cannot lock its owner out. An address the account signed in from
 *   recently skips the delay.
 */
export interface SignInLimits {
  /** Failures of one account from one address in the failure window before 429. */
  failuresPerAccountAndIp: number;
  /** Failures from one address, any account, in the failure window before 429. */
  failuresPerIp: number;
  /** Attempts from one address a minute, successes included, before 429. */
  attemptsPerIpMinute: number;
  /** Longest delay a sign-in to an account under attack waits, in milliseconds. */
  maxDelayMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  failuresPerAccountAndIp: 10,
  failuresPerIp: 50,
  attemptsPerIpMinute: 100,
  maxDelayMs: 5_000,
};

export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_ATTEMPT_WINDOW_MS = 60_000;
/** An address that signed in to an account within this time is trusted by it (no delay). */
export const SIGN_IN_KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
/** Failures of one account, from anywhere, before its sign-ins start to wait. */
export const SIGN_IN_DELAY_AFTER_FAILURES = 5;
const FIRST_DELAY_MS = 250;

/** What the counters of one attempt say, read before the credentials are checked. */
export interface SignInCounts {
  /** Attempts from this address in the current minute, this one included (undefined: not counted). */
  ipAttempts?: { count: number; windowEndsAt: Date };
  accountIpFailures?: { count: number; windowEndsAt: Date };
  ipFailures?: { count: number; windowEndsAt: Date };
  accountFailures?: number;
  /** The account signed in from this address recently. */
  knownAddress: boolean;
}

export type SignInDecision = { refused: true; retryAfterSeconds: number } | { refused: false; delayMs: number };

/** The wait before checking an account's credentials once it has failed `failures` times. */
export function accountDelayMs(failures: number, maxDelayMs: number): number {
  if (failures < SIGN_IN_DELAY_AFTER_FAILURES) return 0;
  const steps = Math.min(failures - SIGN_IN_DELAY_AFTER_FAILURES, 30);
  return Math.min(FIRST_DELAY_MS * 2 ** steps, maxDelayMs);
}

/** Refuses (429 with the seconds until the blocking window ends) or lets the attempt through after a delay. */
export function decideSignIn(counts: SignInCounts, limits: SignInLimits, now: Date): SignInDecision {
  const blocking = [
    counts.ipAttempts && counts.ipAttempts.count > limits.attemptsPerIpMinute ? counts.ipAttempts : undefined,
    counts.accountIpFailures && counts.accountIpFailures.count >= limits.failuresPerAccountAndIp
      ? counts.accountIpFailures
      : undefined,
    counts.ipFailures && counts.ipFailures.count >= limits.failuresPerIp ? counts.ipFailures : undefined,
  ].filter((window) => window !== undefined);
  if (blocking.length > 0) {
    const until = Math.max(...blocking.map((window) => window.windowEndsAt.getTime()));
    return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
  }
  const delayMs = counts.knownAddress ? 0 : accountDelayMs(counts.accountFailures ?? 0, limits.maxDelayMs);
  return { refused: false, delayMs };
}
