import {
  type LinkRequest,
  type MonitorInviteInput,
  type MonitorSearchResult,
  personName,
  primaryRole,
  type StudentAccess,
  toRole,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import { serverTexts } from '../../../lib/server-texts';
import { getUser, getUserByEmail, type User } from '../../identity';
import { findLink } from '../core/student-links.repo';
import {
  attachInvitationsTo,
  findRequest,
  findRequestsOf,
  findSchoolName,
  hasOpenRequest,
  insertRequest,
  type LinkRequestWithMonitor,
  lockPair,
  searchMonitors,
} from './link-requests.repo';
import {
  activateLink,
  findSchoolStudent,
  hasOwner,
  insertLink,
  insertLinkedStudent,
  insertStudentEvent,
  isActivelyLinked,
} from './link-students.repo';

const REQUESTS_PATH = '/students/requests';

function alreadyLinked(): AppError {
  return new AppError(409, 'already_linked', 'This student and monitor are already linked or a request is open');
}

export const isStudent = (actor: Actor) => primaryRole(actor) === 'user';
const isMonitor = (user: { role: string }) => toRole(user.role) === 'monitor';
/**
 * A request as one side sees it. The monitor's mobile shows once the link is accepted (or to
 * himself); his e-mail is the address the student writes to about the request.
 */
export function presentRequest({ request, monitor }: LinkRequestWithMonitor, viewerId: string): LinkRequest {
  const awaitedSide = request.direction === 'fromStudent' ? monitor.id : request.studentUserId;
  return {
    id: request.id,
    direction: request.direction,
    state: request.state,
    awaitingMe: request.state === 'sent' && awaitedSide === viewerId,
    monitor: {
      ...monitor,
      mobile: request.state === 'accepted' || monitor.id === viewerId ? monitor.mobile : null,
    },
    student: { firstname: request.firstname, name: request.name, email: request.email },
    createdAt: request.createdAt,
    answeredAt: request.answeredAt,
  };
}

export async function presentById(db: Db, id: string, viewerId: string): Promise<LinkRequest> {
  const row = await findRequest(db, id);
  if (!row) throw new NotFoundError('No such request');
  return presentRequest(row, viewerId);
}

/** Spec §5: monitors whose name or first name starts with at least 3 letters typed. */
export async function findMonitors(db: Db, query: string): Promise<MonitorSearchResult[]> {
  return searchMonitors(db, query);
}

/** Both sides: a monitor's requests to and from him, a student's own (invitations to his address included). */
export async function listLinkRequests(db: Db, actor: Actor): Promise<LinkRequest[]> {
  if (isStudent(actor)) await attachInvitationsTo(db, { id: actor.userId, email: actor.username });
  const rows = await findRequestsOf(db, actor.userId);
  return rows.map((row) => presentRequest(row, actor.userId));
}

async function requireUser(db: Db, id: string): Promise<User> {
  const user = await getUser(db, id);
  if (!user) throw new NotFoundError('No such user');
  return user;
}

/** A student asks a monitor (of a school) to take him on; the monitor is told by e-mail. */
export async function requestMonitor(
  deps: Pick<Deps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  monitorId: string,
): Promise<LinkRequest> {
  if (!isStudent(actor)) throw new ForbiddenError('Only a student sends a connection request');
  const monitor = await getUser(deps.db, monitorId);
  if (!monitor || !isMonitor(monitor) || !monitor.schoolId || !monitor.confirmedAt) {
    throw new ValidationError([{ field: 'body.monitorId', rule: 'unknown_reference', message: 'is not a monitor' }]);
  }
  const student = await requireUser(deps.db, actor.userId);
  const request = await deps.db.transaction(async (tx) => {
    await lockPair(tx, monitor.id, student.email);
    if (
      (await isActivelyLinked(tx, student.id, monitor.id)) ||
      (await hasOpenRequest(tx, monitor.id, { userId: student.id, email: student.email }))
    ) {
      throw alreadyLinked();
    }
    return insertRequest(tx, {
      monitorId: monitor.id,
      studentUserId: student.id,
      email: student.email,
      firstname: student.firstname,
      name: student.name,
      direction: 'fromStudent',
    });
  });
  const texts = serverTexts(monitor.language, 'students-link-mail');
  await deps.mailer.send({
    to: monitor.email,
    subject: texts('requestSubject'),
    text: texts('requestText', {
      student: `${personName(student)} (${student.email})`,
      monitor: personName(monitor),
      link: `${deps.publicUrl}${REQUESTS_PATH}`,
    }),
  });
  return presentById(deps.db, request.id, actor.userId);
}

/** Owner when the student has no managing monitor yet, otherwise a read-write share. */
async function accessFor(db: Db, studentId: string): Promise<StudentAccess> {
  return (await hasOwner(db, studentId)) ? 'write' : 'owner';
}

/** Links the record to the monitor for good: a pending link becomes active, a missing one is made. */
export async function connect(db: Db, studentId: string, monitorId: string): Promise<void> {
  if (await findLink(db, studentId, monitorId)) {
    await activateLink(db, studentId, monitorId);
    return;
  }
  await insertLink(db, { studentId, monitorId, access: await accessFor(db, studentId), status: 'active' });
}

/**
 * A monitor invites a student by e-mail: the school's record with that address is reused, or
 * one is created, and pending-linked to him until the student accepts. The student is
 * e-mailed: to sign in and accept, or to sign up first with that address.
 */
export async function inviteStudent(
  deps: Pick<Deps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  input: MonitorInviteInput,
): Promise<LinkRequest> {
  const monitor = await requireUser(deps.db, actor.userId);
  const schoolId = monitor.schoolId;
  if (!isMonitor(monitor) || !schoolId) throw new ForbiddenError('Only a monitor of a school invites students');
  const account = await getUserByEmail(deps.db, input.email);
  if (account && toRole(account.role) !== 'user') {
    throw new ValidationError([{ field: 'body.email', rule: 'not_a_student', message: 'is not a student’s address' }]);
  }
  const request = await deps.db.transaction(async (tx) => {
    await lockPair(tx, monitor.id, input.email);
    const person = { userId: account?.id ?? null, email: input.email };
    if (await hasOpenRequest(tx, monitor.id, person)) throw alreadyLinked();
    const existing = await findSchoolStudent(tx, schoolId, person);
    if (existing && (await findLink(tx, existing.id, monitor.id))) throw alreadyLinked();
    const studentId =
      existing?.id ??
      (await insertLinkedStudent(tx, {
        schoolId,
        userId: null,
        name: input.name,
        firstname: input.firstname,
        email: input.email,
        createdBy: monitor.id,
      }));
    await insertLink(tx, {
      studentId,
      monitorId: monitor.id,
      access: await accessFor(tx, studentId),
      status: 'pending',
    });
    const created = await insertRequest(tx, {
      monitorId: monitor.id,
      studentUserId: account?.id ?? null,
      studentId,
      ...input,
      direction: 'fromMonitor',
    });
    if (!existing) {
      await insertStudentEvent(tx, {
        studentId,
        actorId: monitor.id,
        action: 'created',
        details: { linkRequestId: created.id },
      });
    }
    return created;
  });
  const texts = serverTexts(account?.language ?? monitor.language, 'students-link-mail');
  const names = {
    student: personName(input),
    monitor: personName(monitor),
    school: (await findSchoolName(deps.db, schoolId)) ?? '',
  };
  await deps.mailer.send({
    to: input.email,
    subject: texts('invitationSubject'),
    text: account
      ? texts('invitationText', { ...names, link: `${deps.publicUrl}${REQUESTS_PATH}` })
      : texts('signupText', { ...names, link: `${deps.publicUrl}/signup` }),
  });
  return presentById(deps.db, request.id, actor.userId);
}
