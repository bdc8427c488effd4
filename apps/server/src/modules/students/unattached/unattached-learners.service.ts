import {
  type LearnerLink,
  type LearnerMessageInput,
  toRole,
  UNATTACHED_LEARNERS_PAGE_SIZE,
  type UnattachedLearner,
  type UnattachedLearnerQuery,
} from '@ds/domain';
import { escapeLike } from '../../../db/like-pattern';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { AppError, NotFoundError } from '../../../lib/errors';
import { getUser, getUserByEmail, lastSignIns, type User } from '../../identity';
import { recordAudit } from '../../platform';
import { normaliseForSearch } from '../core/student-search-text';
import { acceptForLearner, mailAcceptance } from '../link-requests/link-answer.service';
import {
  findLearnerRequests,
  findUnattachedLearners,
  learnerHasMonitor,
  lockLearner,
} from './unattached-learners.repo';

type AdminDeps = Pick<Deps, 'db' | 'log' | 'mailer'>;

/**
 * Spec §2 /bf-students, the product administrator's list of learner drivers without a monitor:
 * confirmed accounts of the learner role (`user`) none of whose student records is actively linked
 * to a monitor; a pending invitation, a request waiting or refused leave him on it. Every word
 * searched must appear in his first name, name or e-mail (accents and case ignored).
 */
export async function listUnattachedLearners(
  deps: Pick<Deps, 'db'>,
  query: UnattachedLearnerQuery,
): Promise<{ data: UnattachedLearner[]; page: { total: number; offset: number; limit: number } }> {
  const words = normaliseForSearch(query.q).split(' ').filter(Boolean);
  const limit = UNATTACHED_LEARNERS_PAGE_SIZE;
  const offset = (query.page - 1) * limit;
  const { rows, total } = await findUnattachedLearners(
    deps.db,
    words.map((word) => `%${escapeLike(word)}%`),
    { limit, offset },
  );
  const requests = await findLearnerRequests(deps.db, rows);
  const signIns = await lastSignIns(
    deps.db,
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => {
    const own = requests.filter((request) =>
      request.studentUserId
        ? request.studentUserId === row.id
        : request.email.toLowerCase() === row.email.toLowerCase(),
    );
    return {
      id: row.id,
      firstname: row.firstname,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      language: row.language,
      registeredAt: row.registeredAt.toISOString(),
      lastSignInAt: signIns.get(row.id)?.toISOString() ?? null,
      waitingRequests: own
        .filter((request) => request.state === 'sent')
        .map((request) => ({
          id: request.id,
          direction: request.direction,
          monitor: request.monitor,
          since: request.createdAt.toISOString(),
        })),
      refusedRequests: own.filter((request) => request.state === 'refused').length,
    };
  });
  return { data, page: { total, offset, limit } };
}

/** A learner's account (any learner, with a monitor or not); another account is unknown here. */
async function requireLearner(deps: Pick<Deps, 'db'>, id: string): Promise<User> {
  const user = await getUser(deps.db, id);
  if (!user || toRole(user.role) !== 'user') throw new NotFoundError('No such learner');
  return user;
}

/** The product administrator writes to a learner: his subject and text, sent as they are; audited. */
export async function messageLearner(
  deps: AdminDeps,
  admin: Actor,
  learnerId: string,
  input: LearnerMessageInput,
): Promise<void> {
  const learner = await requireLearner(deps, learnerId);
  await deps.mailer.send({ to: learner.email, subject: input.subject, text: input.text, senderId: admin.userId });
  await recordAudit(deps.db, deps.log, {
    action: 'learner.contacted',
    outcome: 'success',
    userId: admin.userId,
    details: { learnerId },
  });
}

function unknownMonitor(): AppError {
  return new AppError(404, 'unknown_monitor', 'No monitor account has this e-mail address', [
    { field: 'body.monitorEmail', rule: 'unknown_monitor', message: 'is no monitor of a school' },
  ]);
}

/** An account that takes students on: a confirmed monitor (or fre) of a school, not blocked. */
function isMonitorOfSchool(user: User | undefined): user is User {
  return (
    !!user &&
    ['monitor', 'fre'].includes(toRole(user.role)) &&
    user.schoolId !== null &&
    !!user.confirmedAt &&
    !user.blockedAt
  );
}

/**
 * Connects a learner without a monitor with a monitor, on request, as the monitor's acceptance
 * would (`acceptForLearner`: his request accepted, the monitor's record of him, the link); both
 * are told by e-mail, as after an acceptance. 409 `already_linked` once the learner has a monitor.
 */
export async function linkLearner(
  deps: AdminDeps,
  admin: Actor,
  learnerId: string,
  monitorEmail: string,
): Promise<LearnerLink> {
  const learner = await requireLearner(deps, learnerId);
  const monitor = await getUserByEmail(deps.db, monitorEmail);
  if (!isMonitorOfSchool(monitor)) throw unknownMonitor();
  const link = await deps.db.transaction(async (tx) => {
    await lockLearner(tx, learner.id);
    if (await learnerHasMonitor(tx, learner.id)) {
      throw new AppError(409, 'already_linked', 'This learner has a monitor already');
    }
    return acceptForLearner(tx, admin.userId, learner, monitor.id);
  });
  await mailAcceptance(deps, link.requestId);
  await recordAudit(deps.db, deps.log, {
    action: 'learner.linked',
    outcome: 'success',
    userId: admin.userId,
    details: { learnerId, monitorId: monitor.id, linkRequestId: link.requestId, studentId: link.studentId },
  });
  return { studentId: link.studentId, monitorId: monitor.id };
}
