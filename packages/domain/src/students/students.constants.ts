import { HOLDINGS, type Holding } from '../kernel/permissions/holding';
export const EXAM_TYPES = ['firstAid', 'theory', 'practice'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

export const EXAM_STATUSES = ['success', 'unknown', 'failed'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

/** How a monitor holds a student: the managing monitor, or a share read-write or read-only. */
export const STUDENT_ACCESS = HOLDINGS;
export type StudentAccess = Holding;

export const STUDENT_SORTS = ['name', 'faber', 'createdAt', 'birthDate'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

export const STUDENT_PAGE_SIZE_MAX = 100;

/** Spec §9: the student sheet shows the last 50 communications. */
export const STUDENT_COMMUNICATIONS_SHOWN = 50;

/** Spec §5: recipient (monitor) search starts after 3 letters. */
export const MONITOR_SEARCH_MIN_LETTERS = 3;

/** What the audit trail of a student sheet records (spec §4 Student, issue 5 lifecycle). */
export const STUDENT_EVENT_ACTIONS = [
  'created',
  'updated',
  'imported',
  'archived',
  'unarchived',
  'transferred',
  'shared',
  'shareChanged',
  'unlinked',
  'credentialsSent',
  'linked',
  'lessonPayment',
  'schoolChanged',
] as const;
export type StudentEventAction = (typeof STUDENT_EVENT_ACTIONS)[number];
