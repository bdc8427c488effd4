import { defineJob, type JobDefinition } from '../../../kernel/job-definition';
import { sweepAbandonedUploads } from './stored-files.service';

/** Once a night, what uploads cut off by a stopped process left in the file store goes. */
export const fileJobs: JobDefinition[] = [
  defineJob({
    name: 'files.sweep-abandoned',
    schedule: '40 3 * * *',
    run: async (deps) => {
      await sweepAbandonedUploads(deps);
      return undefined;
    },
  }),
];
