/**
 * Training (lessons, progress, training cards): what the app layer uses of it. Its pages are loaded
 * lazily by the router, from `lesson/pages/`, `progress/pages/` and `cards-settings/pages/`.
 */
export { useMyLessons, useMyProgress, useStudentProgress } from './progress/api/progress-api';
export { LessonEntry } from './progress/components/lesson-entry';
export { LessonsSection } from './progress/components/lessons-section';
export { ProgressPanel } from './progress/components/progress-panel';
export { ProgressSection } from './progress/components/progress-section';
export { UnpaidBadge } from './progress/components/unpaid-badge';
