import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLifecycle } from './lifecycle';
import { type ShutdownOptions, shutdown } from './shutdown';

const log = pino({ level: 'silent' });

function options(close: () => Promise<void>, deadlineMs = 1_000) {
  const exits: number[] = [];
  const given: ShutdownOptions = {
    lifecycle: createLifecycle('ready'),
    log,
    close,
    deadlineMs,
    exit: (code) => exits.push(code),
  };
  return { given, exits };
}

describe('shutting down on a signal', () => {
  it('drains first (readiness fails before anything closes), closes, then exits with 0', async () => {
    const seen: string[] = [];
    const { given, exits } = options(async () => {
      seen.push(`closing while ${given.lifecycle.state}`);
    });
    await shutdown(given, 'SIGTERM');
    expect(seen).toEqual(['closing while draining']);
    expect(exits).toEqual([0]);
  });

  it('exits with 1 when closing fails', async () => {
    const { given, exits } = options(async () => {
      throw new Error('the pool would not end');
    });
    await shutdown(given, 'SIGTERM');
    expect(exits).toEqual([1]);
  });

  it('exits with 1 at the deadline when closing hangs', async () => {
    let release = () => {};
    const { given, exits } = options(() => new Promise<void>((resolve) => (release = resolve)), 50);
    const draining = shutdown(given, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(exits).toEqual([1]);
    release();
    await draining;
  });

  it('drains once: a second signal (Ctrl-C forwarded by npm) changes nothing', async () => {
    let closes = 0;
    const { given, exits } = options(async () => {
      closes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await Promise.all([shutdown(given, 'SIGINT'), shutdown(given, 'SIGINT')]);
    expect(closes).toBe(1);
    expect(exits).toEqual([0]);
  });
});
