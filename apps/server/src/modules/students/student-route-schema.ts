import { errorBodySchema } from '@ds/domain';
import { z } from 'zod';
import { commonErrorResponses } from '../../lib/route-schema';

/** What every students route shares: its error answers, the id parameter and its access. */
export const studentErrors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  ...commonErrorResponses,
};
export const studentIdParams = z.object({ id: z.uuid() });
export const readStudents = { access: { action: 'read', subject: 'students' } } as const;
export const manageStudents = { access: { action: 'manage', subject: 'students' } } as const;
