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
 * workers start when it is ready and stop, waiting for the jobs in hand, when it closes.
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
    });
    await runner.start(definitions, pollers);
    app.decorate('jobs', runner);
    app.decorate('jobRunner', runner);
    app.addHook('onReady', () => runner.startWorkers(() => depsOf(app)));
    app.addHook('onClose', () => runner.stop());
  },
);
