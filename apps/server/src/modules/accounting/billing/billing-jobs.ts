import { defineJob, type JobDefinition } from '../../../kernel/job-definition';
import { runDunningRound } from './dunning.service';

/** Every morning the lesson invoices' reminders that fell due are sent (once across processes). */
export const billingJobs: JobDefinition[] = [
  defineJob({
    name: 'accounting.dunning-round',
    schedule: '0 8 * * *',
    run: async (deps) => {
      await runDunningRound(deps);
      return undefined;
    },
  }),
];
