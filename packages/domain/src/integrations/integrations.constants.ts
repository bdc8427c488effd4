/** The registries a student is sent to (spec §1): SARI, the cantonal registry of mandatory courses, and L2. */
export const REGISTRIES = ['sari', 'l2'] as const;
export type Registry = (typeof REGISTRIES)[number];

/**
 * Where a student's sending stands: waiting for the job queue, being sent, accepted by the
 * registry, refused with its reason, or given up after the last try with our error; then, for a
 * registered SARI row the school takes back, waiting for or being withdrawn at SARI, and withdrawn.
 */
export const REGISTRY_SUBMISSION_STATUSES = [
  'queued',
  'sending',
  'registered',
  'refused',
  'failed',
  'withdrawing',
  'withdrawn',
] as const;
export type RegistrySubmissionStatus = (typeof REGISTRY_SUBMISSION_STATUSES)[number];

/** A Google calendar link: linked and waiting for the user's choice of calendar, syncing, or failing with its error. */
export const GOOGLE_LINK_STATUSES = ['choosing', 'active', 'failing'] as const;
export type GoogleLinkStatus = (typeof GOOGLE_LINK_STATUSES)[number];
