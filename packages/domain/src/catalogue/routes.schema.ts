import { z } from 'zod';
import { versionField } from '../kernel/api/versioned';

/** A training route an instructor drives with students (spec §3 Route). */
export const trainingRouteInput = z.object({
  label: z.string().trim().min(1, 'is required').max(80),
  description: z.string().trim().max(2000).default(''),
});
export type TrainingRouteInput = z.infer<typeof trainingRouteInput>;

export const trainingRouteSchema = trainingRouteInput.extend({ id: z.uuid(), ...versionField });
export type TrainingRoute = z.infer<typeof trainingRouteSchema>;
