/**
 * Where the server process stands: `starting` while it migrates and seeds (it already answers
 * the probes), `ready` while it takes traffic and runs jobs, `draining` from SIGTERM on (it
 * finishes what it holds, then exits). Draining is final; readiness follows the state.
 */
export type LifecycleState = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  readonly state: LifecycleState;
  /**
   * Runs `task` once the process is ready: at once when it is (its promise returned), otherwise
   * when `ready()` is called, which waits for it; never when the process drains first.
   */
  whenReady(task: () => Promise<void>): Promise<void>;
  /** Migrations and seeding done: runs the waiting tasks, then answers ready (unless draining began). */
  ready(): Promise<void>;
  /** Stops answering ready; false when already draining (a second signal changes nothing). */
  drain(): boolean;
}

export function createLifecycle(initial: LifecycleState = 'starting'): Lifecycle {
  let state = initial;
  const waiting: Array<() => Promise<void>> = [];
  return {
    get state() {
      return state;
    },
    async whenReady(task) {
      if (state === 'ready') return task();
      if (state === 'starting') waiting.push(task);
    },
    async ready() {
      if (state !== 'starting') return;
      for (const task of waiting.splice(0)) {
        if (state !== 'starting') return;
        await task();
      }
      if (state === 'starting') state = 'ready';
    },
    drain() {
      if (state === 'draining') return false;
      state = 'draining';
      return true;
    },
  };
}
