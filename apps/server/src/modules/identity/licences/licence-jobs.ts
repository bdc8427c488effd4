import { defineJob, type JobDefinition } from '../../../kernel/job-definition';
import { runLicenceRound } from './licence-expiry.service';

/** Every morning the licences ending soon or ended are looked at (once across processes). */
export const licenceJobs: JobDefinition[] = [
  defineJob({
    name: 'licences.daily-round',
    schedule: '0 7 * * *',
    run: async (deps) => {
      await runLicenceRound(deps);
      return undefined;
    },
  }),
];
