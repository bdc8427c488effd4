import type { ShareAccessInput, ShareInput, Student, StudentEvent, TransferResult } from '@ds/domain';
import { personName } from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess, type StudentRow } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import { serverTexts } from '../../../lib/server-texts';
import { findStudentEvents, insertStudentEvent } from './student-events.repo';
import {
  deleteLink,
  findLink,
  findOwnerLink,
  findSchoolMonitor,
  findUserSummary,
  insertLink,
  updateLinkAccess,
} from './student-links.repo';
import { updateStudent } from './students.repo';
import { getStudent } from './students.service';

/** The monitor of the student's school a transfer or share names, or a 400 naming body.monitorId. */
async function requireSchoolMonitor(db: Db, student: StudentRow, monitorId: string) {
  const monitor = await findSchoolMonitor(db, student.schoolId, monitorId);
  if (!monitor) {
    throw new ValidationError([
      { field: 'body.monitorId', rule: 'unknown_reference', message: 'is not a monitor of the school' },
    ]);
  }
  return monitor;
}

/** Archives or unarchives (both confirmed in the browser); asking for the current state changes nothing. */
export async function setArchived(db: Db, actor: Actor, id: string, archived: boolean): Promise<Student> {
  const { student } = await requireAccess(db, actor, 'student.write', id);
  if ((student.archivedAt !== null) !== archived) {
    await db.transaction(async (tx) => {
      await updateStudent(tx, id, { archivedAt: archived ? new Date() : null });
      await insertStudentEvent(tx, {
        studentId: id,
        actorId: actor.userId,
        action: archived ? 'archived' : 'unarchived',
      });
    });
  }
  return getStudent(db, actor, id);
}

/**
 * Hands the student over to another monitor of the school: the former managing monitor's link
 * goes, the new one owns him (a share he had is replaced) and is told by e-mail.
 */
export async function transferStudent(
  deps: Pick<Deps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  id: string,
  monitorId: string,
): Promise<TransferResult> {
  const { db } = deps;
  const { student } = await requireAccess(db, actor, 'student.own', id);
  const target = await requireSchoolMonitor(db, student, monitorId);
  const ownerLink = await findOwnerLink(db, id);
  if (ownerLink?.monitorId === target.id) {
    throw new ValidationError([
      { field: 'body.monitorId', rule: 'already_owner', message: 'already manages this student' },
    ]);
  }
  const former = ownerLink ? await findUserSummary(db, ownerLink.monitorId) : undefined;
  await db.transaction(async (tx) => {
    if (ownerLink) await deleteLink(tx, id, ownerLink.monitorId);
    await deleteLink(tx, id, target.id);
    await insertLink(tx, {
      studentId: id,
      monitorId: target.id,
      access: 'owner',
      status: ownerLink?.status ?? 'active',
    });
    await insertStudentEvent(tx, {
      studentId: id,
      actorId: actor.userId,
      action: 'transferred',
      details: {
        fromId: former?.id ?? null,
        from: former ? personName(former) : null,
        toId: target.id,
        to: personName(target),
      },
    });
  });

  const sender = await findUserSummary(db, actor.userId);
  // The e-mail telling the monitor the student was transferred to him, in his language.
  const texts = serverTexts(target.language, 'students-transfer-mail');
  await deps.mailer.send({
    to: target.email,
    subject: texts('subject'),
    text: texts('text', {
      monitor: target.firstname,
      sender: sender ? personName(sender) : actor.username,
      student: personName(student),
      link: `${deps.publicUrl}/students/profile?id=${id}`,
    }),
    studentId: id,
    senderId: actor.userId,
  });
  const { language: _language, ...owner } = target;
  return { owner };
}

function alreadyLinked(): ConflictError {
  return new ConflictError('This monitor already holds the student', 'already_linked', [
    { field: 'body.monitorId', rule: 'already_linked', message: 'already holds this student' },
  ]);
}

/** Shares the student with another monitor of the school, read-only or read-write. */
export async function shareStudent(db: Db, actor: Actor, id: string, input: ShareInput): Promise<Student> {
  const { student } = await requireAccess(db, actor, 'student.own', id);
  const monitor = await requireSchoolMonitor(db, student, input.monitorId);
  if (await findLink(db, id, monitor.id)) throw alreadyLinked();
  await db
    .transaction(async (tx) => {
      await insertLink(tx, { studentId: id, monitorId: monitor.id, access: input.access, status: 'active' });
      await insertStudentEvent(tx, {
        studentId: id,
        actorId: actor.userId,
        action: 'shared',
        details: { monitorId: monitor.id, monitor: personName(monitor), access: input.access },
      });
    })
    .catch((error: { code?: string; cause?: { code?: string } }) => {
      if (error.code === '23505' || error.cause?.code === '23505') throw alreadyLinked();
      throw error;
    });
  return getStudent(db, actor, id);
}

/** The share of `monitorId` on the student; the managing monitor's link is no share. */
async function requireShare(db: Db, studentId: string, monitorId: string) {
  const link = await findLink(db, studentId, monitorId);
  if (!link) throw new NotFoundError('This monitor does not hold the student');
  if (link.access === 'owner') {
    throw new ConflictError('The managing monitor keeps the student until he is transferred to another monitor');
  }
  const monitor = await findUserSummary(db, monitorId);
  return { link, monitorName: monitor ? personName(monitor) : null };
}

export async function changeShare(
  db: Db,
  actor: Actor,
  id: string,
  monitorId: string,
  input: ShareAccessInput,
): Promise<Student> {
  await requireAccess(db, actor, 'student.own', id);
  const { link, monitorName } = await requireShare(db, id, monitorId);
  if (link.access !== input.access) {
    await db.transaction(async (tx) => {
      await updateLinkAccess(tx, id, monitorId, input.access);
      await insertStudentEvent(tx, {
        studentId: id,
        actorId: actor.userId,
        action: 'shareChanged',
        details: { monitorId, monitor: monitorName, access: input.access, previousAccess: link.access },
      });
    });
  }
  return getStudent(db, actor, id);
}

/** Unlinks a monitor: the managing monitor (or the head) any share, a monitor sharing the student himself. */
export async function unlinkMonitor(db: Db, actor: Actor, id: string, monitorId: string): Promise<void> {
  const { access } = await requireAccess(db, actor, 'student.read', id);
  if (access !== 'owner' && monitorId !== actor.userId) {
    throw new ForbiddenError('Only the managing monitor unlinks another monitor');
  }
  const { monitorName } = await requireShare(db, id, monitorId);
  await db.transaction(async (tx) => {
    await deleteLink(tx, id, monitorId);
    await insertStudentEvent(tx, {
      studentId: id,
      actorId: actor.userId,
      action: 'unlinked',
      details: { monitorId, monitor: monitorName },
    });
  });
}

/** The sheet's audit trail, newest first. */
export async function listStudentEvents(db: Db, actor: Actor, id: string): Promise<StudentEvent[]> {
  await requireAccess(db, actor, 'student.read', id);
  return (await findStudentEvents(db, id)).map((row) => ({
    id: row.id,
    at: row.at,
    action: row.action as StudentEvent['action'],
    actor: row.actorFirstname === null ? null : `${row.actorFirstname} ${row.actorName}`,
    details: row.details as StudentEvent['details'],
  }));
}
