import { z } from 'zod';

export const databaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  db: databaseKindSchema,
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** The process answers: a liveness probe's answer, which never waits for the database. */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;
