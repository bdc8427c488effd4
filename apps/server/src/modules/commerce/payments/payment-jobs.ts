import { defineJob, type JobDefinition } from '../../../kernel/job-definition';
import { expireWaitingPayments } from './card-payments.service';
import { PAYMENT_PURPOSES } from './payment-purposes';

/** Every 5 minutes, card payments nobody finished are asked about at the provider and expired (once across processes). */
export const paymentJobs: JobDefinition[] = [
  defineJob({
    name: 'commerce.card-payments-expiry',
    schedule: '*/5 * * * *',
    run: async (deps) => {
      await expireWaitingPayments(deps, PAYMENT_PURPOSES);
      return undefined;
    },
  }),
];
