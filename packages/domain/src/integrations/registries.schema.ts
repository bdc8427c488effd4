import { z } from 'zod';
import { REGISTRIES, REGISTRY_SUBMISSION_STATUSES } from './integrations.constants';

const instant = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/**
 * The user's SARI account (spec §3 Credentials): SARI's OAuth2 password grant takes the client id
 * and secret with the user name and password. The secret and the password may be left out when
 * they are already kept (the form never shows them): the kept ones stay.
 */
export const sariCredentialsInput = z.object({
  username: text(120),
  clientId: text(200),
  clientSecret: text(200).optional(),
  password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters').optional(),
});
export type SariCredentialsInput = z.infer<typeof sariCredentialsInput>;

/** What we keep of them: never the secret nor the password. */
export const sariCredentialsSchema = z.object({
  username: z.string(),
  clientId: z.string(),
  secretSet: z.boolean(),
  passwordSet: z.boolean(),
  /** When SARI last accepted them, and when it last refused them. */
  verifiedAt: instant.nullable(),
  refusedAt: instant.nullable(),
});
export type SariCredentials = z.infer<typeof sariCredentialsSchema>;

/** A successful connection test: SARI authenticated and echoed the version call. */
export const sariConnectionTestSchema = z.object({ verifiedAt: instant, version: z.string() });
export type SariConnectionTest = z.infer<typeof sariConnectionTestSchema>;

/** A student sent to a registry and where it stands; `reason` is the registry's code or ours. */
export const registrySubmissionSchema = z.object({
  id: z.uuid(),
  registry: z.enum(REGISTRIES),
  studentId: z.uuid(),
  courseId: z.uuid().nullable(),
  courseLabel: z.string().nullable(),
  appointmentId: z.uuid().nullable(),
  externalCourseId: z.string().nullable(),
  status: z.enum(REGISTRY_SUBMISSION_STATUSES),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  externalReference: z.string().nullable(),
  requestedAt: instant,
  answeredAt: instant.nullable(),
});
export type RegistrySubmission = z.infer<typeof registrySubmissionSchema>;

/** A student of a course's sessions, with his SARI row when he was sent. */
export const courseParticipantSchema = z.object({
  studentId: z.uuid(),
  firstname: z.string(),
  name: z.string(),
  faber: z.string().nullable(),
  birthDate: z.string().nullable(),
  /** His last session of the course (the one a sending names). */
  lastAppointmentId: z.uuid(),
  lastSessionAt: instant,
  submission: registrySubmissionSchema.nullable(),
});
export type CourseParticipant = z.infer<typeof courseParticipantSchema>;

export const courseParticipantsSchema = z.object({
  course: z.object({
    id: z.uuid(),
    label: z.string(),
    sariId: z.string().nullable(),
    autoSariSync: z.boolean(),
  }),
  participants: z.array(courseParticipantSchema),
});
export type CourseParticipants = z.infer<typeof courseParticipantsSchema>;

/** Students of a course sent to SARI at once, for the course's SARI id; the session when one sent them. */
export const sariSubmissionInput = z.object({
  studentIds: z.array(z.uuid()).min(1, 'must name at least one student').max(200, 'must name at most 200 students'),
  appointmentId: z.uuid().nullable().default(null),
});
export type SariSubmissionInput = z.infer<typeof sariSubmissionInput>;
