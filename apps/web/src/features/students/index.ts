/**
 * Students (the list, the sheet, the monitor links): what the app layer uses of it. Its pages are
 * loaded lazily by the router, from `pages/` and `requests/pages/`; the student's sheet is composed
 * in the app layer (app/pages/student-sheet), with the training's sections.
 */
export { usePendingRequestCount } from './requests/api/link-requests-api';
export { useStudent } from './sheet/api/student-api';
export { CommentsSection } from './sheet/components/comments-section';
export { CommunicationsSection } from './sheet/components/communications-section';
export { EventsSection } from './sheet/components/events-section';
export { ExamsSection } from './sheet/components/exams-section';
export { IdentitySection } from './sheet/components/identity-section';
export { LicencesSection } from './sheet/components/licences-section';
export { MonitorsSection } from './sheet/components/monitors-section';
export { SheetHeader } from './sheet/components/sheet-header';
export { TasksSection } from './sheet/components/tasks-section';
export { TrainingSection } from './sheet/components/training-section';
export { type SheetPermissions, sheetPermissions } from './sheet/model/sheet-permissions';
