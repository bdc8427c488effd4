import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter';

describe('AttemptLimiter', () => {
  it('allows the limit, then refuses with the seconds left in the window', () => {
    const limiter = new AttemptLimiter(5, 60_000);
    const results = Array.from({ length: 6 }, () => limiter.hit('ip:1', 1_000));
    expect(results.slice(0, 5).every((result) => result.allowed)).toBe(true);
    expect(results[5]).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('counts keys separately and starts over after the window', () => {
    const limiter = new AttemptLimiter(1, 60_000);
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('b', 0).allowed).toBe(true);
    expect(limiter.hit('a', 1).allowed).toBe(false);
    expect(limiter.hit('a', 60_000).allowed).toBe(true);
  });
});
