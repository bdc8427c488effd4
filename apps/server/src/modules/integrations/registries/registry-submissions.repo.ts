import type { Registry, RegistrySubmissionStatus } from '@ds/domain';
import { and, desc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointmentStudents, appointments, courses, registrySubmissions, students, users } from '../../../db/schema';
import { ownOrSharedScope } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';

export type SubmissionRow = typeof registrySubmissions.$inferSelect;
export type SubmissionWithCourse = SubmissionRow & { courseLabel: string | null };

/** A course the actor may send to SARI from: his own, or one shared with employees for an employee. */
export async function findUsableCourse(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select({
      id: courses.id,
      ownerId: courses.ownerId,
      schoolId: courses.schoolId,
      label: courses.label,
      sariId: courses.sariId,
      autoSariSync: courses.autoSariSync,
    })
    .from(courses)
    .where(
      and(
        eq(courses.id, id),
        ownOrSharedScope(
          { ownerId: courses.ownerId, schoolId: courses.schoolId, shared: courses.availableForEmployees },
          actor,
        ),
      ),
    );
  return row;
}

export async function findCourseAppointment(db: Db, courseId: string, appointmentId: string) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.courseId, courseId)));
  return row;
}

/** The students of a course's appointments, each with his last session of it. */
export function findCourseParticipants(db: Db, courseId: string) {
  return db
    .selectDistinctOn([students.id], {
      studentId: students.id,
      firstname: students.firstname,
      name: students.name,
      faber: students.faber,
      birthDate: students.birthDate,
      lastAppointmentId: appointments.id,
      lastSessionAt: appointments.startsAt,
    })
    .from(appointments)
    .innerJoin(appointmentStudents, eq(appointmentStudents.appointmentId, appointments.id))
    .innerJoin(students, eq(students.id, appointmentStudents.studentId))
    .where(eq(appointments.courseId, courseId))
    .orderBy(students.id, desc(appointments.startsAt));
}

export function findStudentIdentities(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: students.id,
      schoolId: students.schoolId,
      firstname: students.firstname,
      name: students.name,
      faber: students.faber,
      birthDate: students.birthDate,
    })
    .from(students)
    .where(inArray(students.id, ids));
}

const withCourse = {
  submission: registrySubmissions,
  courseLabel: courses.label,
};

export async function findSubmissionsOfCourse(db: Db, courseId: string): Promise<SubmissionWithCourse[]> {
  const rows = await db
    .select(withCourse)
    .from(registrySubmissions)
    .leftJoin(courses, eq(courses.id, registrySubmissions.courseId))
    .where(and(eq(registrySubmissions.registry, 'sari'), eq(registrySubmissions.courseId, courseId)));
  return rows.map((row) => ({ ...row.submission, courseLabel: row.courseLabel }));
}

export async function findSubmissionsOfStudent(db: Db, studentId: string): Promise<SubmissionWithCourse[]> {
  const rows = await db
    .select(withCourse)
    .from(registrySubmissions)
    .leftJoin(courses, eq(courses.id, registrySubmissions.courseId))
    .where(eq(registrySubmissions.studentId, studentId))
    .orderBy(desc(registrySubmissions.requestedAt));
  return rows.map((row) => ({ ...row.submission, courseLabel: row.courseLabel }));
}

export async function findSubmission(db: Db, id: string): Promise<SubmissionWithCourse | undefined> {
  const [row] = await db
    .select(withCourse)
    .from(registrySubmissions)
    .leftJoin(courses, eq(courses.id, registrySubmissions.courseId))
    .where(eq(registrySubmissions.id, id));
  return row ? { ...row.submission, courseLabel: row.courseLabel } : undefined;
}

export interface SubmissionRequest {
  registry: Registry;
  schoolId: string | null;
  monitorId: string;
  studentId: string;
  courseId: string | null;
  appointmentId: string | null;
  externalCourseId: string | null;
  /** `queued` for the job queue, or `refused` at once with our reason. */
  status: Extract<RegistrySubmissionStatus, 'queued' | 'refused'>;
  reason: string | null;
  requestedBy: string | null;
}

/**
 * Writes each student's row (one per registry, student and course), or sends a refused, failed or
 * withdrawn one again in place; a row on its way, registered or being withdrawn is left as it is
 * and not answered.
 */
export async function upsertSubmissions(db: Db, requests: SubmissionRequest[]): Promise<SubmissionRow[]> {
  if (requests.length === 0) return [];
  const now = new Date();
  return db
    .insert(registrySubmissions)
    .values(
      requests.map((request) => ({
        ...request,
        requestedAt: now,
        updatedAt: now,
        answeredAt: request.status === 'refused' ? now : null,
      })),
    )
    .onConflictDoUpdate({
      target: [registrySubmissions.registry, registrySubmissions.studentId, registrySubmissions.courseId],
      set: {
        status: sql`excluded.status`,
        reason: sql`excluded.reason`,
        attempts: 0,
        monitorId: sql`excluded.monitor_id`,
        appointmentId: sql`coalesce(excluded.appointment_id, ${registrySubmissions.appointmentId})`,
        externalCourseId: sql`excluded.external_course_id`,
        externalReference: null,
        requestedBy: sql`excluded.requested_by`,
        requestedAt: now,
        answeredAt: sql`excluded.answered_at`,
        updatedAt: now,
      },
      setWhere: inArray(registrySubmissions.status, ['refused', 'failed', 'withdrawn']),
    })
    .returning();
}

/**
 * Sets a registered SARI row `withdrawing` for the job queue (its tries counted afresh); undefined
 * when it is not, or no longer, registered.
 */
export async function markWithdrawing(db: Db, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .update(registrySubmissions)
    .set({ status: 'withdrawing', reason: null, attempts: 0, answeredAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(registrySubmissions.id, id),
        eq(registrySubmissions.registry, 'sari'),
        eq(registrySubmissions.status, 'registered'),
      ),
    )
    .returning();
  return row;
}

/**
 * Takes a row for a try (one more attempt) unless it was settled meanwhile: a sending's row
 * becomes `sending`, a withdrawal's stays `withdrawing`.
 */
export async function claimSubmission(db: Db, id: string, withdrawal: boolean) {
  const [row] = await db
    .update(registrySubmissions)
    .set({
      status: withdrawal ? 'withdrawing' : 'sending',
      attempts: sql`${registrySubmissions.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(registrySubmissions.id, id),
        inArray(registrySubmissions.status, withdrawal ? ['withdrawing'] : ['queued', 'sending']),
      ),
    )
    .returning();
  if (!row) return undefined;
  const [student] = await findStudentIdentities(db, [row.studentId]);
  const [monitor] = await db.select({ faber: users.faber }).from(users).where(eq(users.id, row.monitorId));
  return student ? { submission: row, student, monitorFaber: monitor?.faber ?? null } : undefined;
}

export type ClaimedSubmission = NonNullable<Awaited<ReturnType<typeof claimSubmission>>>;

export type SubmissionOutcome = {
  status: Exclude<RegistrySubmissionStatus, 'sending'>;
  reason: string | null;
  externalReference?: string | null;
};

export async function settleSubmission(db: Db, id: string, outcome: SubmissionOutcome): Promise<void> {
  const now = new Date();
  const waiting = outcome.status === 'queued' || outcome.status === 'withdrawing';
  await db
    .update(registrySubmissions)
    .set({
      status: outcome.status,
      reason: outcome.reason,
      ...(outcome.externalReference !== undefined ? { externalReference: outcome.externalReference } : {}),
      answeredAt: waiting ? null : now,
      updatedAt: now,
    })
    .where(eq(registrySubmissions.id, id));
}

/**
 * The students of sessions of auto-synced courses (a SARI id and `auto_sari_sync`) that ended in
 * the window, not sent to SARI yet for the course, or given up: what the auto-sync sends.
 */
export function findEndedSessionStudentsToSync(db: Db, from: Date, to: Date) {
  return db
    .selectDistinctOn([appointmentStudents.studentId, courses.id], {
      studentId: appointmentStudents.studentId,
      courseId: courses.id,
      ownerId: courses.ownerId,
      schoolId: courses.schoolId,
      sariId: courses.sariId,
      appointmentId: appointments.id,
    })
    .from(appointments)
    .innerJoin(courses, eq(courses.id, appointments.courseId))
    .innerJoin(appointmentStudents, eq(appointmentStudents.appointmentId, appointments.id))
    .leftJoin(
      registrySubmissions,
      and(
        eq(registrySubmissions.registry, 'sari'),
        eq(registrySubmissions.studentId, appointmentStudents.studentId),
        eq(registrySubmissions.courseId, courses.id),
      ),
    )
    .where(
      and(
        eq(courses.autoSariSync, true),
        isNotNull(courses.sariId),
        gte(appointments.endsAt, from),
        lte(appointments.endsAt, to),
        or(sql`${registrySubmissions.id} is null`, eq(registrySubmissions.status, 'failed')),
      ),
    )
    .orderBy(appointmentStudents.studentId, courses.id, desc(appointments.endsAt));
}

/** A course's SARI id as it is now (a resend uses the id corrected since). */
export async function findCourseSariId(db: Db, courseId: string): Promise<string | null> {
  const [row] = await db.select({ sariId: courses.sariId }).from(courses).where(eq(courses.id, courseId));
  return row?.sariId ?? null;
}
