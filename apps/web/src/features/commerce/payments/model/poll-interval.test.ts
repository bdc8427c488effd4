import { describe, expect, it } from 'vitest';
import { pollInterval } from './poll-interval';

describe('pollInterval', () => {
  it('reads often while the payment waits, less after a minute, never once decided', () => {
    expect(pollInterval(undefined, 0)).toBe(2_000);
    expect(pollInterval('waiting', 29)).toBe(2_000);
    expect(pollInterval('waiting', 30)).toBe(15_000);
    for (const status of ['paid', 'failed', 'cancelled', 'expired'] as const) {
      expect(pollInterval(status, 1), status).toBe(false);
    }
  });
});
