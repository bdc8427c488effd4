import { z } from 'zod';

/** Spec §2 /bf-students: the product administrator's list, 25 a page. */
export const UNATTACHED_LEARNERS_PAGE_SIZE = 25;
export const LEARNER_MESSAGE_SUBJECT_MAX = 200;
export const LEARNER_MESSAGE_TEXT_MAX = 5000;

/** Search (name, first name or e-mail; every word must appear) and page of the list. */
export const unattachedLearnerQuery = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type UnattachedLearnerQuery = z.infer<typeof unattachedLearnerQuery>;

/** A connection request of the learner still waiting for its answer: with which monitor, since when. */
export const waitingRequestSchema = z.object({
  id: z.uuid(),
  /** `fromStudent`: he asked the monitor; `fromMonitor`: the monitor invited him. */
  direction: z.enum(['fromStudent', 'fromMonitor']),
  monitor: z.object({ id: z.uuid(), firstname: z.string(), name: z.string(), email: z.string() }),
  since: z.iso.datetime({ offset: true }),
});
export type WaitingRequest = z.infer<typeof waitingRequestSchema>;

/** A learner driver registered without a monitor, who may need help connecting (spec §2 /bf-students). */
export const unattachedLearnerSchema = z.object({
  id: z.uuid(),
  firstname: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  language: z.string(),
  registeredAt: z.iso.datetime({ offset: true }),
  /** His latest sign-in; null when he never signed in. */
  lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
  waitingRequests: z.array(waitingRequestSchema),
  refusedRequests: z.number().int().nonnegative(),
});
export type UnattachedLearner = z.infer<typeof unattachedLearnerSchema>;

/** An e-mail the product administrator writes to a learner. */
export const learnerMessageInput = z.object({
  subject: z.string().trim().min(1, 'is required').max(LEARNER_MESSAGE_SUBJECT_MAX),
  text: z.string().trim().min(1, 'is required').max(LEARNER_MESSAGE_TEXT_MAX),
});
export type LearnerMessageInput = z.infer<typeof learnerMessageInput>;

/** The monitor the product administrator connects a learner with, by his account's e-mail. */
export const learnerLinkInput = z.object({ monitorEmail: z.email().max(254) });
export type LearnerLinkInput = z.infer<typeof learnerLinkInput>;

/** What a link made by the product administrator answers: the student record the monitor now holds. */
export const learnerLinkSchema = z.object({ studentId: z.uuid(), monitorId: z.uuid() });
export type LearnerLink = z.infer<typeof learnerLinkSchema>;
