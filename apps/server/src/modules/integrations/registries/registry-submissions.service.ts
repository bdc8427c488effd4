import {
  type CourseParticipants,
  type RegistrySubmission,
  registrySubmissionResendable,
  registrySubmissionWithdrawable,
  type SariSubmissionInput,
} from '@ds/domain';
import { checkAccess, requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { requireRight } from '../../../kernel/rights';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import { l2RegistryOf } from './registry-connections';
import { REGISTRY_SEND_QUEUE } from './registry-send.service';
import {
  findCourseAppointment,
  findCourseParticipants,
  findCourseSariId,
  findStudentIdentities,
  findSubmission,
  findSubmissionsOfCourse,
  findSubmissionsOfStudent,
  findUsableCourse,
  markWithdrawing,
  type SubmissionRequest,
  type SubmissionRow,
  type SubmissionWithCourse,
  upsertSubmissions,
} from './registry-submissions.repo';

type RequestDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'log'>;

export function presentSubmission(row: SubmissionRow & { courseLabel?: string | null }): RegistrySubmission {
  return {
    id: row.id,
    registry: row.registry,
    studentId: row.studentId,
    courseId: row.courseId,
    courseLabel: row.courseLabel ?? null,
    appointmentId: row.appointmentId,
    externalCourseId: row.externalCourseId,
    status: row.status,
    reason: row.reason,
    attempts: row.attempts,
    externalReference: row.externalReference,
    requestedAt: row.requestedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

const noSuchCourse = () => new NotFoundError('No such course');

/** A course's participants (the students of its sessions the caller holds) with their SARI rows. */
export async function listCourseParticipants(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  courseId: string,
): Promise<CourseParticipants> {
  const course = await findUsableCourse(deps.db, actor, courseId);
  if (!course) throw noSuchCourse();
  const [participants, submissions] = await Promise.all([
    findCourseParticipants(deps.db, courseId),
    findSubmissionsOfCourse(deps.db, courseId),
  ]);
  const held = await checkAccess(
    deps.db,
    actor,
    'student.read',
    participants.map((participant) => participant.studentId),
  );
  const byStudent = new Map(submissions.map((row) => [row.studentId, row]));
  return {
    course: { id: course.id, label: course.label, sariId: course.sariId, autoSariSync: course.autoSariSync },
    participants: participants
      .filter((participant) => held.has(participant.studentId))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.firstname.localeCompare(b.firstname, 'fr'))
      .map((participant) => {
        const submission = byStudent.get(participant.studentId);
        return {
          ...participant,
          lastSessionAt: participant.lastSessionAt.toISOString(),
          submission: submission ? presentSubmission(submission) : null,
        };
      }),
  };
}

/**
 * Writes the rows and their jobs in one transaction: a job exists only if its row does. A student
 * without a FABER number or birth date is refused at once (`identity_missing`), the others queued.
 */
async function queueSubmissions(deps: RequestDeps, requests: SubmissionRequest[]): Promise<SubmissionRow[]> {
  const rows = await deps.db.transaction(async (tx) => {
    const written = await upsertSubmissions(tx, requests);
    await deps.jobs.enqueue(
      tx,
      written
        .filter((row) => row.status === 'queued')
        .map((row) => ({ name: REGISTRY_SEND_QUEUE, data: { submissionId: row.id } })),
    );
    return written;
  });
  if (rows.some((row) => row.status === 'queued')) deps.jobs.nudge(REGISTRY_SEND_QUEUE);
  return rows;
}

function identityComplete(student: { faber: string | null; birthDate: string | null }): boolean {
  return Boolean(student.faber && student.birthDate);
}

/**
 * Sends students of a course to SARI, for its SARI id, through the course owner's account (his
 * school administrator's when he has none, decided when the job runs). Students the caller does
 * not hold to write are a 404; students already registered or on their way are left as they are.
 */
export async function sendToSari(
  deps: RequestDeps,
  actor: Actor,
  courseId: string,
  input: SariSubmissionInput,
): Promise<RegistrySubmission[]> {
  requireRight(actor, 'sariSync');
  const course = await findUsableCourse(deps.db, actor, courseId);
  if (!course) throw noSuchCourse();
  if (!course.sariId) throw new ConflictError('The course has no SARI id', 'course_without_sari_id');
  if (input.appointmentId && !(await findCourseAppointment(deps.db, courseId, input.appointmentId))) {
    throw new ValidationError([
      { field: 'body.appointmentId', rule: 'unknown_reference', message: 'must be a session of the course' },
    ]);
  }
  const studentIds = [...new Set(input.studentIds)];
  const held = await checkAccess(deps.db, actor, 'student.write', studentIds);
  if (studentIds.some((id) => !held.has(id))) throw new NotFoundError('No such student');
  const students = await findStudentIdentities(deps.db, studentIds);
  const rows = await queueSubmissions(
    deps,
    students.map((student) => ({
      registry: 'sari',
      schoolId: course.schoolId,
      monitorId: course.ownerId,
      studentId: student.id,
      courseId: course.id,
      appointmentId: input.appointmentId,
      externalCourseId: course.sariId,
      status: identityComplete(student) ? 'queued' : 'refused',
      reason: identityComplete(student) ? null : 'identity_missing',
      requestedBy: actor.userId,
    })),
  );
  return rows.map((row) => presentSubmission({ ...row, courseLabel: course.label }));
}

/**
 * Sends a student to L2 (spec §4) with the product's own account; his row is sent again in place
 * when it was refused or given up. 409 when L2 is not configured, or his row is on its way or registered.
 */
export async function sendToL2(deps: RequestDeps, actor: Actor, studentId: string): Promise<RegistrySubmission> {
  requireRight(actor, 'sendToL2');
  const held = await requireAccess(deps.db, actor, 'student.write', studentId);
  if (!l2RegistryOf(deps)) throw new ConflictError('Sending to L2 is not configured', 'registry_off');
  const complete = identityComplete(held.student);
  const [row] = await queueSubmissions(deps, [
    {
      registry: 'l2',
      schoolId: held.student.schoolId,
      monitorId: actor.userId,
      studentId,
      courseId: null,
      appointmentId: null,
      externalCourseId: null,
      status: complete ? 'queued' : 'refused',
      reason: complete ? null : 'identity_missing',
      requestedBy: actor.userId,
    },
  ]);
  if (!row) throw new ConflictError('The student is already sent to L2', 'not_resendable');
  return presentSubmission(row);
}

/** Sends a refused, given-up or withdrawn row again, in place (the sending right of its registry applies). */
export async function resendSubmission(deps: RequestDeps, actor: Actor, id: string): Promise<RegistrySubmission> {
  const existing = await findSubmission(deps.db, id);
  if (!existing) throw new NotFoundError('No such submission');
  await requireAccess(deps.db, actor, 'student.write', existing.studentId).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 403 ? error : new NotFoundError('No such submission');
  });
  requireRight(actor, existing.registry === 'sari' ? 'sariSync' : 'sendToL2');
  if (!registrySubmissionResendable(existing.status)) {
    throw new ConflictError('Only a refused, failed or withdrawn sending can be sent again', 'not_resendable');
  }
  const [student] = await findStudentIdentities(deps.db, [existing.studentId]);
  const complete = student ? identityComplete(student) : false;
  const externalCourseId = existing.courseId ? await findCourseSariId(deps.db, existing.courseId) : null;
  const [row] = await queueSubmissions(deps, [
    {
      registry: existing.registry,
      schoolId: existing.schoolId,
      monitorId: existing.monitorId,
      studentId: existing.studentId,
      courseId: existing.courseId,
      appointmentId: existing.appointmentId,
      externalCourseId,
      status: complete ? 'queued' : 'refused',
      reason: complete ? null : 'identity_missing',
      requestedBy: actor.userId,
    },
  ]);
  if (!row) throw new ConflictError('Only a refused, failed or withdrawn sending can be sent again', 'not_resendable');
  return presentSubmission({ ...row, courseLabel: existing.courseLabel });
}

/**
 * Withdraws a student registered at SARI from his course (he cancels, he is ill…): the row
 * `withdrawing` and its job in one transaction; the job unenrols him at SARI. Only a registered
 * SARI row, 409 `not_withdrawable` otherwise (L2 has no withdrawal).
 */
export async function withdrawSubmission(deps: RequestDeps, actor: Actor, id: string): Promise<RegistrySubmission> {
  requireRight(actor, 'sariSync');
  const existing = await findSubmission(deps.db, id);
  if (!existing) throw new NotFoundError('No such submission');
  await requireAccess(deps.db, actor, 'student.write', existing.studentId).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 403 ? error : new NotFoundError('No such submission');
  });
  const notWithdrawable = () =>
    new ConflictError('Only a student registered at SARI can be withdrawn', 'not_withdrawable');
  if (!registrySubmissionWithdrawable(existing)) throw notWithdrawable();
  const row = await deps.db.transaction(async (tx) => {
    const marked = await markWithdrawing(tx, id);
    if (marked)
      await deps.jobs.enqueue(tx, [{ name: REGISTRY_SEND_QUEUE, data: { submissionId: id, withdraw: true } }]);
    return marked;
  });
  if (!row) throw notWithdrawable();
  deps.jobs.nudge(REGISTRY_SEND_QUEUE);
  return presentSubmission({ ...row, courseLabel: existing.courseLabel });
}

export async function listStudentSubmissions(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  studentId: string,
): Promise<RegistrySubmission[]> {
  await requireAccess(deps.db, actor, 'student.read', studentId);
  return (await findSubmissionsOfStudent(deps.db, studentId)).map((row: SubmissionWithCourse) =>
    presentSubmission(row),
  );
}
