import type { Deps } from '../../../kernel/deps';
import { REGISTRY_SEND_QUEUE } from './registry-send.service';
import { findEndedSessionStudentsToSync, findStudentIdentities, upsertSubmissions } from './registry-submissions.repo';

/** How far back an ended session is still synced: a day covers a server down for hours. */
const WINDOW_MS = 24 * 3_600_000;

/**
 * SARI's auto-sync (a course's "auto SARI sync"): the students of sessions of such courses that
 * ended within the last day and are not sent yet (or were given up) are sent through the job
 * queue, as if the course's owner had sent them. Answers how many were queued.
 */
export async function syncEndedSessions(deps: Pick<Deps, 'db' | 'jobs'>, now = new Date()): Promise<number> {
  const due = await findEndedSessionStudentsToSync(deps.db, new Date(now.getTime() - WINDOW_MS), now);
  if (due.length === 0) return 0;
  const identities = new Map(
    (await findStudentIdentities(deps.db, [...new Set(due.map((row) => row.studentId))])).map((row) => [row.id, row]),
  );
  const queued = await deps.db.transaction(async (tx) => {
    const rows = await upsertSubmissions(
      tx,
      due.map((row) => {
        const student = identities.get(row.studentId);
        const complete = Boolean(student?.faber && student.birthDate);
        return {
          registry: 'sari' as const,
          schoolId: row.schoolId,
          monitorId: row.ownerId,
          studentId: row.studentId,
          courseId: row.courseId,
          appointmentId: row.appointmentId,
          externalCourseId: row.sariId,
          status: complete ? ('queued' as const) : ('refused' as const),
          reason: complete ? null : 'identity_missing',
          requestedBy: null,
        };
      }),
    );
    const toSend = rows.filter((row) => row.status === 'queued');
    await deps.jobs.enqueue(
      tx,
      toSend.map((row) => ({ name: REGISTRY_SEND_QUEUE, data: { submissionId: row.id } })),
    );
    return toSend.length;
  });
  if (queued > 0) deps.jobs.nudge(REGISTRY_SEND_QUEUE);
  return queued;
}
