import { z } from 'zod';
import { recordErrorResponses } from '../../../lib/route-schema';

/** What every students route shares: its error answers, the id parameter and its access. */
export const studentErrors = recordErrorResponses;
export const studentIdParams = z.object({ id: z.uuid() });
export const readStudents = { access: { action: 'read', subject: 'students' } } as const;
export const manageStudents = { access: { action: 'manage', subject: 'students' } } as const;
/** Taking a student on (recording or importing him): monitors, not employees, who work on the school's students. */
export const createStudents = { access: { action: 'create', subject: 'students' } } as const;
