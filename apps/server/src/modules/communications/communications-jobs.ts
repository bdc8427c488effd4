import { defineJob, type JobDefinition, type Poller } from '../../kernel/job-definition';
import type { MailAttachmentMakers } from '../../kernel/messaging';
import { planAppointmentNotices } from './planning/notice-planner.service';
import type { Channels } from './sending/channels';
import { type DeliverJob, deliverMessages } from './sending/delivery.service';
import { DELIVER } from './sending/queue-messages';

/** When a try is taken for dead, and how long a failed one waits (JOBS_EXPIRE_SECONDS, JOBS_RETRY_DELAY_SECONDS). */
export interface DeliveryTiming {
  expireInSeconds: number;
  retryDelaySeconds: number;
}

/**
 * Delivery: 50 messages a batch, two batches at once per process; a try that dies (kill -9) is
 * taken for dead after two minutes (by default) and tried again, which then finds its messages 'sending'.
 */
export function communicationsJobs(
  channels: Channels,
  timing: DeliveryTiming,
  attachmentMakers: MailAttachmentMakers,
): JobDefinition[] {
  return [
    defineJob<DeliverJob['data']>({
      name: DELIVER,
      batchSize: 50,
      concurrency: 2,
      retryLimit: 4,
      retryDelaySeconds: timing.retryDelaySeconds,
      expireInSeconds: timing.expireInSeconds,
      run: (deps, jobs) => deliverMessages({ ...deps, channels, attachmentMakers }, jobs),
    }),
  ];
}

/** Appointments changed since the last round get their confirmations and reminders planned. */
export const communicationsPollers: Poller[] = [
  { name: 'communications.plan-notices', everySeconds: 2, run: (deps) => planAppointmentNotices(deps) },
];
