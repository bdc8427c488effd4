import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { depsOf } from '../kernel/deps';
import type { JobDefinition, Poller } from '../kernel/job-definition';
import { createJobRunner, type JobRunner } from '../lib/jobs/job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobRunner: JobRunner;
  }
}

/**
 * The job queue of the app: the queues exist once the app is built (routes may add jobs), the
 * workers start when the process is ready (migrated) and stop, waiting for the jobs in hand, as
 * soon as it closes: no job is taken while the requests in flight finish.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { definitions, pollers }: { definitions: JobDefinition[]; pollers: Poller[] }) => {
    const runner = createJobRunner({
      database: app.database,
      log: app.log,
      work: app.config.JOBS_WORK,
      pollingIntervalSeconds: app.config.JOBS_POLLING_SECONDS,
      // Jobs of a dead process are looked for as often as they can expire (at most a minute apart).
      maintenanceIntervalSeconds: Math.min(60, app.config.JOBS_EXPIRE_SECONDS),
      // Past the process's own deadline: a job still running then dies with the process (and expires),
      // rather than being handed back to the queue while it runs.
      stopTimeoutSeconds: app.config.SHUTDOWN_TIMEOUT_SECONDS + 1,
    });
    await runner.start(definitions, pollers);
    app.decorate('jobs', runner);
    app.decorate('jobRunner', runner);
    app.addHook('onReady', () => app.lifecycle.whenReady(() => runner.startWorkers(() => depsOf(app))));
    let stopping: Promise<void> | undefined;
    app.addHook('preClose', async () => {
      stopping = runner.stop();
      // Awaited by onClose, once the server has closed; not an unhandled rejection meanwhile.
      stopping.catch(() => {});
    });
    app.addHook('onClose', () => stopping ?? runner.stop());
  },
);
