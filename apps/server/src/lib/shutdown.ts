import type { FastifyBaseLogger } from 'fastify';
import type { Lifecycle } from './lifecycle';

export interface ShutdownOptions {
  lifecycle: Lifecycle;
  log: FastifyBaseLogger;
  /** Stops taking work and finishes what is in hand (requests, jobs), then closes the database. */
  close(): Promise<void>;
  /** Past it the process exits with 1, whatever still runs (the orchestrator's grace period must be longer). */
  deadlineMs: number;
  exit(code: number): void;
}

/**
 * Drains the process once: readiness fails at once, `close` runs, and the process exits with 0,
 * or with 1 when `close` fails or outlives the deadline. A job cut off there stays active in the
 * queue, which gives it to another process when it expires; it never runs here and there at once.
 */
export async function shutdown(options: ShutdownOptions, signal: string): Promise<void> {
  const { lifecycle, log, exit } = options;
  if (!lifecycle.drain()) {
    log.info({ signal }, 'already draining');
    return;
  }
  log.info({ signal, deadlineMs: options.deadlineMs }, 'draining');
  const deadline = setTimeout(() => {
    log.error({ deadlineMs: options.deadlineMs }, 'draining outlived its deadline: exiting');
    exit(1);
  }, options.deadlineMs);
  try {
    await options.close();
    log.info('drained');
    exit(0);
  } catch (error) {
    log.error({ err: error }, 'draining failed');
    exit(1);
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * SIGTERM (orchestrators, `docker stop`) and SIGINT (Ctrl-C) drain the process. Later signals are
 * ignored: `npm start` forwards the terminal's Ctrl-C that the process also receives itself.
 */
export function shutdownOnSignals(options: ShutdownOptions): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(options, signal));
}
