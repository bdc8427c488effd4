import { defineJob, type JobDefinition } from '../../../kernel/job-definition';
import { expireWaitingPayments, type PurposeOutcomes } from './card-payments.service';

/** Every 5 minutes, card payments nobody finished are asked about at the provider and expired (once across processes). */
export function paymentJobs(outcomes: PurposeOutcomes): JobDefinition[] {
  return [
    defineJob({
      name: 'commerce.card-payments-expiry',
      schedule: '*/5 * * * *',
      run: async (deps) => {
        await expireWaitingPayments(deps, outcomes);
        return undefined;
      },
    }),
  ];
}
