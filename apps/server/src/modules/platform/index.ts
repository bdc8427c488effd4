/** The platform area: what every school's screens stand on (health, audit, release notes, localities). */
export { type AuditEvent, recordAudit, schoolAuditTrail } from './audit/audit.service';
export { citiesRoutes } from './cities/cities.routes';
export { healthRoutes } from './health/health.routes';
export { releasesRoutes } from './releases/releases.routes';
