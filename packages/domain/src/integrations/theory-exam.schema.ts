import { z } from 'zod';
import { THEORY_CREDENTIALS_STATUSES, THEORY_LICENCE_STATUSES } from './theory-exam.rules';

const instant = z.iso.datetime({ offset: true });

/** The user's account at the theory-exam service (spec §3 Credentials): its username and password. */
export const theoryCredentialsInput = z.object({
  username: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
});
export type TheoryCredentialsInput = z.infer<typeof theoryCredentialsInput>;

/** What we keep of them, the password never answered. */
export const theoryCredentialsSchema = z.object({
  username: z.string().nullable(),
  status: z.enum(THEORY_CREDENTIALS_STATUSES),
  verifiedAt: instant.nullable(),
  refusedAt: instant.nullable(),
});
export type TheoryCredentials = z.infer<typeof theoryCredentialsSchema>;

/** One theory-exam licence as its holder sees it; progress as the service last reported it. */
export const theoryLicenceSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  days: z.number().int(),
  status: z.enum(THEORY_LICENCE_STATUSES),
  activatedAt: instant.nullable(),
  expiresAt: instant.nullable(),
  progressPercent: z.number().int().min(0).max(100).nullable(),
  lastTrainedAt: instant.nullable(),
});
export type TheoryLicence = z.infer<typeof theoryLicenceSchema>;

/** /theory-test for the one who trains: his licences and the state of his account at the service. */
export const theoryTestOverviewSchema = z.object({
  credentials: theoryCredentialsSchema,
  licences: z.array(theoryLicenceSchema),
});
export type TheoryTestOverview = z.infer<typeof theoryTestOverviewSchema>;

export const theorySessionInput = z.object({ licenceId: z.uuid() });
export type TheorySessionInput = z.infer<typeof theorySessionInput>;

/** The service's single-use address that opens the training signed in. */
export const theorySessionSchema = z.object({ url: z.url() });
export type TheorySession = z.infer<typeof theorySessionSchema>;

/** A student's licence on his monitor's list, without its code. */
export const studentTheoryLicenceSchema = theoryLicenceSchema.omit({ code: true }).extend({
  progressReportedAt: instant.nullable(),
});

/** A monitor's students holding theory-exam licences, with their progress as last reported. */
export const studentTheoryLicencesSchema = z.object({
  studentId: z.uuid(),
  firstname: z.string(),
  name: z.string(),
  licences: z.array(studentTheoryLicenceSchema),
});
export type StudentTheoryLicences = z.infer<typeof studentTheoryLicencesSchema>;
