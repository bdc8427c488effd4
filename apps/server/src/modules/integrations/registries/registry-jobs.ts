import { defineJob, type JobDefinition } from '../../../kernel/job-definition';
import { syncEndedSessions } from './registry-auto-sync.service';
import { REGISTRY_SEND_QUEUE, type RegistrySendJob, sendSubmissions } from './registry-send.service';

/**
 * Sending to SARI and L2 (four tries, the wait doubling from `retryDelaySeconds`), and SARI's
 * auto-sync every 15 minutes (once across processes). Neither registry calls back, so nothing
 * waits for a notification.
 */
export function registryJobs(options: { retryDelaySeconds: number }): JobDefinition[] {
  return [
    defineJob<RegistrySendJob>({
      name: REGISTRY_SEND_QUEUE,
      batchSize: 5,
      retryLimit: 3,
      retryDelaySeconds: options.retryDelaySeconds,
      expireInSeconds: 120,
      run: (deps, jobs) => sendSubmissions(deps, jobs),
    }),
    defineJob({
      name: 'integrations.sari-auto-sync',
      schedule: '*/15 * * * *',
      run: async (deps) => {
        await syncEndedSessions(deps);
        return undefined;
      },
    }),
  ];
}
