/** The platform area: what every school's screens stand on (health, audit, release notes, localities). */
export { type AuditEvent, recordAudit, schoolAuditTrail } from './audit/audit.service';
export { citiesRoutes } from './cities/cities.routes';
export type { IncomingFile, TakenFile } from './files/file-intake';
export { fileJobs } from './files/file-jobs';
export { type FileVariant, signedFileUrl, signedFileUrlUntil } from './files/file-urls';
export { filesRoutes } from './files/files.routes';
export {
  discardStoredFiles,
  readStoredFile,
  storeBytesUsed,
  storeBytesUsedBy,
  storeUpload,
  sweepAbandonedUploads,
} from './files/stored-files.service';
export { healthRoutes } from './health/health.routes';
export { releasesRoutes } from './releases/releases.routes';
