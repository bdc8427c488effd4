import type { LinkRequest } from '@ds/domain';
import { personName } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import { serverTexts } from '../../../lib/server-texts';
import { getUser, type User } from '../../identity';
import {
  attachInvitationsTo,
  findOpenRequest,
  findRequest,
  insertRequest,
  type LinkRequestRow,
  type LinkRequestWithMonitor,
  lockPair,
  markAnswered,
  setRequestStudent,
} from './link-requests.repo';
import { connect, isStudent, presentById } from './link-requests.service';
import {
  deletePendingLink,
  deleteStudent,
  findSchoolStudent,
  insertLinkedStudent,
  insertStudentEvent,
  isInvitationLeftover,
  setStudentLogin,
} from './link-students.repo';

function answeredAlready(): ConflictError {
  return new ConflictError('This request has been answered already');
}

/** The monitor's school record of the student who asked: his own, one with his address, or a new one. */
async function recordForRequester(db: Db, request: LinkRequestRow, actorId: string): Promise<string> {
  const studentUserId = request.studentUserId;
  const monitor = await getUser(db, request.monitorId);
  if (!studentUserId || !monitor?.schoolId) throw answeredAlready();
  const existing = await findSchoolStudent(db, monitor.schoolId, { userId: studentUserId, email: request.email });
  if (existing) {
    await setStudentLogin(db, existing.id, studentUserId);
    return existing.id;
  }
  const studentId = await insertLinkedStudent(db, {
    schoolId: monitor.schoolId,
    userId: studentUserId,
    name: request.name,
    firstname: request.firstname,
    email: request.email,
    createdBy: monitor.id,
  });
  await insertStudentEvent(db, {
    studentId,
    actorId,
    action: 'created',
    details: { linkRequestId: request.id },
  });
  return studentId;
}

/**
 * What an acceptance makes, whoever accepts: the monitor's record of the student with his login,
 * the active link, and the sheet's event naming `actorId`. Answers the record.
 */
async function accept(db: Db, request: LinkRequestRow, actorId: string): Promise<string> {
  let studentId = request.studentId;
  if (request.direction === 'fromStudent') {
    studentId = await recordForRequester(db, request, actorId);
    await setRequestStudent(db, request.id, studentId);
  } else if (studentId && request.studentUserId) {
    await setStudentLogin(db, studentId, request.studentUserId);
  }
  // An invitation's record goes with its request (cascade), so it is always there.
  if (!studentId) throw answeredAlready();
  await connect(db, studentId, request.monitorId);
  await insertStudentEvent(db, {
    studentId,
    actorId,
    action: 'linked',
    details: { monitorId: request.monitorId, linkRequestId: request.id, direction: request.direction },
  });
  return studentId;
}

/** A refused invitation drops its pending link, and the record it created when nothing else uses it. */
async function refuse(db: Db, request: LinkRequestRow): Promise<void> {
  if (request.direction !== 'fromMonitor' || !request.studentId) return;
  await deletePendingLink(db, request.studentId, request.monitorId);
  if (await isInvitationLeftover(db, request.studentId, request.id)) {
    // Detached first: deleting the record would otherwise delete the request with it.
    await setRequestStudent(db, request.id, null);
    await deleteStudent(db, request.studentId);
  }
}

/**
 * The awaited side accepts or refuses, in one transaction; both sides are e-mailed. Someone
 * who is no side of the request gets a 404, the side that sent it a 403.
 */
export async function answerRequest(
  deps: Pick<Deps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  id: string,
  accepted: boolean,
): Promise<LinkRequest> {
  if (isStudent(actor)) await attachInvitationsTo(deps.db, { id: actor.userId, email: actor.username });
  const found = await findRequest(deps.db, id);
  const request = found?.request;
  const asMonitor = request?.monitorId === actor.userId;
  const asStudent = request?.studentUserId === actor.userId;
  if (!found || !request || !(asMonitor || asStudent)) throw new NotFoundError('No such request');
  if (!(request.direction === 'fromStudent' ? asMonitor : asStudent)) {
    throw new ForbiddenError('The other side answers this request');
  }
  if (request.state !== 'sent') throw answeredAlready();

  await deps.db.transaction(async (tx) => {
    if (!(await markAnswered(tx, request.id, accepted ? 'accepted' : 'refused', new Date()))) throw answeredAlready();
    await (accepted ? accept(tx, request, actor.userId) : refuse(tx, request));
  });
  await mailAnswer(deps, found, accepted);
  return presentById(deps.db, request.id, actor.userId);
}

/** Both sides learn the answer by e-mail, each in his language. */
async function mailAnswer(
  deps: Pick<Deps, 'db' | 'mailer'>,
  { request, monitor }: LinkRequestWithMonitor,
  accepted: boolean,
): Promise<void> {
  const studentUser = request.studentUserId ? await getUser(deps.db, request.studentUserId) : undefined;
  const names = { student: personName(request), monitor: personName(monitor) };
  const monitorLanguage = (await getUser(deps.db, request.monitorId))?.language;
  for (const [to, language] of [
    [monitor.email, monitorLanguage],
    [request.email, studentUser?.language ?? monitorLanguage],
  ] as const) {
    const texts = serverTexts(language, 'students-link-mail');
    await deps.mailer.send({
      to,
      subject: texts(accepted ? 'acceptedSubject' : 'refusedSubject'),
      text: texts(accepted ? 'acceptedText' : 'refusedText', names),
    });
  }
}

/**
 * Connects a learner (his login) with a monitor on his behalf, in the caller's transaction: the
 * open request between them, either way, is accepted, else one is written as he would have sent
 * it and accepted at once, so the record, the link and the events are exactly an acceptance's.
 * The caller mails both sides with `mailAcceptance` once the transaction has committed.
 */
export async function acceptForLearner(
  db: Db,
  actorId: string,
  learner: Pick<User, 'id' | 'email' | 'firstname' | 'name'>,
  monitorId: string,
): Promise<{ requestId: string; studentId: string }> {
  await lockPair(db, monitorId, learner.email);
  await attachInvitationsTo(db, learner);
  const request =
    (await findOpenRequest(db, monitorId, learner.id)) ??
    (await insertRequest(db, {
      monitorId,
      studentUserId: learner.id,
      email: learner.email,
      firstname: learner.firstname,
      name: learner.name,
      direction: 'fromStudent',
    }));
  if (!(await markAnswered(db, request.id, 'accepted', new Date()))) throw answeredAlready();
  return { requestId: request.id, studentId: await accept(db, request, actorId) };
}

/** Both sides of an accepted request are told by e-mail (after `acceptForLearner`). */
export async function mailAcceptance(deps: Pick<Deps, 'db' | 'mailer'>, requestId: string): Promise<void> {
  const found = await findRequest(deps.db, requestId);
  if (found) await mailAnswer(deps, found, true);
}
