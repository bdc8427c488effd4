import { describe, expect, it } from 'vitest';
import { accountDelayMs, DEFAULT_SIGN_IN_LIMITS, decideSignIn } from './sign-in-throttle.rules';

const now = new Date('2026-11-25T08:00:00Z');
const window = (count: number, seconds = 600) => ({ count, windowEndsAt: new Date(now.getTime() + seconds * 1000) });

describe('sign-in throttle rules', () => {
  it('lets the first failures of an account through at once, then doubles the wait up to the cap', () => {
    expect([0, 4].map((failures) => accountDelayMs(failures, 5_000))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 50].map((failures) => accountDelayMs(failures, 5_000))).toEqual([
      250, 500, 1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
  });

  it('never refuses because of the account alone, however many failures it has', () => {
    const decision = decideSignIn({ accountFailures: 10_000, knownAddress: false }, DEFAULT_SIGN_IN_LIMITS, now);
    expect(decision).toEqual({ refused: false, delayMs: DEFAULT_SIGN_IN_LIMITS.maxDelayMs });
  });

  it('spares an address the account signed in from recently the delay', () => {
    const decision = decideSignIn({ accountFailures: 40, knownAddress: true }, DEFAULT_SIGN_IN_LIMITS, now);
    expect(decision).toEqual({ refused: false, delayMs: 0 });
  });

  it('refuses an account from an address once it failed there ten times, until the window ends', () => {
    const nine = decideSignIn({ accountIpFailures: window(9), knownAddress: false }, DEFAULT_SIGN_IN_LIMITS, now);
    const ten = decideSignIn({ accountIpFailures: window(10, 90), knownAddress: false }, DEFAULT_SIGN_IN_LIMITS, now);
    expect(nine.refused).toBe(false);
    expect(ten).toEqual({ refused: true, retryAfterSeconds: 90 });
  });

  it('refuses an address over its failure limit or its attempt ceiling, naming the later window end', () => {
    const failures = decideSignIn({ ipFailures: window(50, 30), knownAddress: true }, DEFAULT_SIGN_IN_LIMITS, now);
    expect(failures).toEqual({ refused: true, retryAfterSeconds: 30 });
    const both = decideSignIn(
      { ipAttempts: window(101, 20), accountIpFailures: window(10, 400), knownAddress: false },
      DEFAULT_SIGN_IN_LIMITS,
      now,
    );
    expect(both).toEqual({ refused: true, retryAfterSeconds: 400 });
    const hundred = decideSignIn({ ipAttempts: window(100, 20), knownAddress: false }, DEFAULT_SIGN_IN_LIMITS, now);
    expect(hundred.refused).toBe(false);
  });

  it('asks to wait at least a second when the window is about to end', () => {
    const decision = decideSignIn(
      { accountIpFailures: { count: 10, windowEndsAt: new Date(now.getTime() + 10) }, knownAddress: false },
      DEFAULT_SIGN_IN_LIMITS,
      now,
    );
    expect(decision).toEqual({ refused: true, retryAfterSeconds: 1 });
  });
});
