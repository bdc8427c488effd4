import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { findSchoolAuditEvents, insertAuditEvent } from './audit.repo';

export interface AuditEvent {
  action: string;
  outcome: 'success' | 'failure' | 'denied';
  userId?: string | null;
  schoolId?: string | null;
  username?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one security event to the audit table and as one structured log line (never a secret). */
export async function recordAudit(db: Db, log: FastifyBaseLogger, event: AuditEvent): Promise<void> {
  const at = new Date();
  log.info({ audit: { ...event, at: at.toISOString() } }, `audit ${event.action} ${event.outcome}`);
  await insertAuditEvent(db, { ...event, at });
}

/** What happened in a school, for its administrators: the latest events of an area (`school.`), who acted. */
export function schoolAuditTrail(db: Db, schoolId: string, prefix: string, limit = 100) {
  return findSchoolAuditEvents(db, schoolId, prefix, limit);
}
