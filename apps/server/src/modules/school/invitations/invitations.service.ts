import {
  formatSwissDate,
  INVITATION_VALID_DAYS,
  type Invitation,
  type InvitationInput,
  type InvitationSignupInput,
  type InvitationView,
  type MemberKind,
  personName,
  toRole,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { AppError, ConflictError, NotFoundError } from '../../../lib/errors';
import { hashToken, randomToken } from '../../../lib/secrets';
import { serverTexts } from '../../../lib/server-texts';
import { mainCalendarOf } from '../../calendar';
import { createConfirmedAccount, getUser, getUserByEmail, type User } from '../../identity';
import { upsertEmployeeTerms } from '../members/members.repo';
import { setMembership } from '../record/school.repo';
import { requireAdministrator, requireOwnSchool } from '../record/school.service';
import { moveOwnedRecords } from '../record/school-records.repo';
import { recordSchoolEvent } from '../school-audit';
import { invitationStatus, kindOf, presentInvitation, termsOf } from './invitation.presenter';
import {
  findInvitationByTokenHash,
  findInvitations,
  findInvitationWithInviter,
  type InvitationRow,
  insertInvitation,
  markAccepted,
  revokeInvitation,
  revokeOpenInvitations,
} from './invitations.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The members list shows the invitations of the last 90 days. */
const SHOWN_FOR_MS = 90 * DAY_MS;
/** Where an invitation link leads (`/invitations/<token>`, the web's acceptance screen). */
export const INVITATION_PATH = '/invitations';

/** The account role an invitation of this kind is for. */
const roleFor = (kind: MemberKind) => (kind === 'employee' ? 'employee' : 'monitor');

export function listInvitations(deps: Pick<Deps, 'db'>, schoolId: string, now: Date): Promise<Invitation[]> {
  return findInvitations(deps.db, schoolId, new Date(now.getTime() - SHOWN_FOR_MS)).then((rows) =>
    rows.map((row) => presentInvitation(row, now)),
  );
}

function alreadyMember(): ConflictError {
  return new ConflictError('This person already works at the school', 'already_in_school');
}

function roleMismatch(): ConflictError {
  return new ConflictError('This account cannot join the school this way', 'invitation_role_mismatch');
}

/** Whether an account may take the place an invitation offers (an instructor's, or an employee's). */
function fitsRole(user: Pick<User, 'role'>, kind: MemberKind): boolean {
  const role = toRole(user.role);
  return kind === 'employee' ? role === 'employee' : role === 'monitor' || role === 'fre';
}

/**
 * An administrator invites a person by e-mail as administrator, instructor or employee (with his
 * terms). A new invitation of the same address replaces the open one; the link works 14 days.
 */
export async function invite(
  deps: Pick<Deps, 'db' | 'log' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  input: InvitationInput,
  now = new Date(),
): Promise<Invitation> {
  const schoolId = requireAdministrator(actor);
  const school = await requireOwnSchool(deps, actor);
  const existing = await getUserByEmail(deps.db, input.email);
  if (existing?.schoolId === schoolId && toRole(existing.role) !== 'user') throw alreadyMember();
  if (existing && !fitsRole(existing, input.kind)) throw roleMismatch();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
  const row = await deps.db.transaction(async (tx) => {
    await revokeOpenInvitations(tx, schoolId, input.email, now);
    return insertInvitation(tx, {
      schoolId,
      email: input.email,
      kind: input.kind,
      terms: input.kind === 'employee' ? input.terms : null,
      tokenHash: hashToken(token),
      invitedBy: actor.userId,
      createdAt: now,
      expiresAt,
    });
  });
  const inviter = await getUser(deps.db, actor.userId);
  const texts = serverTexts(existing?.language ?? school.defaultLanguage, 'school-invitation-mail');
  await deps.mailer.send({
    to: input.email,
    subject: texts('subject', { school: school.name }),
    text: texts('text', {
      inviter: inviter ? personName(inviter) : actor.username,
      school: school.name,
      kind: texts(input.kind),
      link: `${deps.publicUrl}${INVITATION_PATH}/${token}`,
      until: formatSwissDate(expiresAt),
    }),
    senderId: actor.userId,
  });
  await recordSchoolEvent(deps, actor, schoolId, 'school.invited', { email: input.email, kind: input.kind });
  const presented = await findInvitationWithInviter(deps.db, schoolId, row.id);
  if (!presented) throw new Error('invitation not found after writing it');
  return presentInvitation(presented, now);
}

/** An administrator withdraws an open invitation (its link stops working). */
export async function withdrawInvitation(deps: Pick<Deps, 'db' | 'log'>, actor: Actor, id: string): Promise<void> {
  const schoolId = requireAdministrator(actor);
  const invitation = await findInvitationWithInviter(deps.db, schoolId, id);
  if (!invitation || !(await revokeInvitation(deps.db, schoolId, id, new Date()))) {
    throw new NotFoundError('No such open invitation');
  }
  await recordSchoolEvent(deps, actor, schoolId, 'school.invitation_revoked', {
    invitationId: id,
    email: invitation.invitation.email,
  });
}

/** The invitation behind a link; an unknown link is a 404. */
async function invitationOf(db: Db, token: string) {
  const found = await findInvitationByTokenHash(db, hashToken(token));
  if (!found) throw new NotFoundError('This invitation link is unknown');
  return found;
}

function requirePending(invitation: InvitationRow, now: Date): void {
  const status = invitationStatus(invitation, now);
  if (status !== 'pending') {
    throw new ConflictError(`This invitation is ${status}`, 'invitation_closed', { status });
  }
}

/** What the link shows before anything is done: the school, the place offered, the address, where it stands. */
export async function viewInvitation(deps: Pick<Deps, 'db'>, token: string, now = new Date()): Promise<InvitationView> {
  const { invitation, schoolName } = await invitationOf(deps.db, token);
  return {
    schoolName,
    kind: kindOf(invitation),
    email: invitation.email,
    status: invitationStatus(invitation, now),
    accountExists: Boolean(await getUserByEmail(deps.db, invitation.email)),
  };
}

/** Gives a member his place: an administrator's flag, an employee's terms and main calendar. */
async function takePlace(tx: Db, user: User, invitation: InvitationRow): Promise<void> {
  const kind = kindOf(invitation);
  if (user.schoolId !== invitation.schoolId) {
    await setMembership(tx, user.id, invitation.schoolId, kind === 'administrator');
    if (kind !== 'employee') {
      await moveOwnedRecords(tx, user.id, user.schoolId, invitation.schoolId, { resources: true });
    }
  } else if (kind === 'administrator') {
    await setMembership(tx, user.id, invitation.schoolId, true);
  }
  const terms = termsOf(invitation);
  if (kind === 'employee' && terms) {
    await upsertEmployeeTerms(tx, {
      userId: user.id,
      schoolId: invitation.schoolId,
      ...terms,
      rights: [...terms.rights],
    });
    await mainCalendarOf(tx, user.id);
  }
}

/**
 * The signed-in person accepts: the invitation must be his (his account's address, 403
 * `invitation_other_account`), still open (409 `invitation_closed`), for his kind of account
 * (409 `invitation_role_mismatch`), and he must belong to no other school — an employee whose
 * access there ended may move on (409 `already_in_school`).
 */
export async function acceptInvitation(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: Actor,
  token: string,
  now = new Date(),
): Promise<{ schoolId: string }> {
  const { invitation } = await invitationOf(deps.db, token);
  const user = await getUser(deps.db, actor.userId);
  if (!user || user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    throw new AppError(403, 'invitation_other_account', 'This invitation is for another e-mail address');
  }
  requirePending(invitation, now);
  if (!fitsRole(user, kindOf(invitation))) throw roleMismatch();
  const movingOn = actor.employee !== null && !actor.employee.active;
  if (user.schoolId && user.schoolId !== invitation.schoolId && !movingOn) {
    throw new ConflictError('You already belong to a driving school: leave it first', 'already_in_school');
  }
  await deps.db.transaction(async (tx) => {
    if (!(await markAccepted(tx, invitation.id, user.id, now))) requirePending({ ...invitation, acceptedAt: now }, now);
    await takePlace(tx, user, invitation);
  });
  await recordSchoolEvent(deps, actor, invitation.schoolId, 'school.joined', { kind: invitation.kind });
  return { schoolId: invitation.schoolId };
}

/**
 * Someone without an account follows the link and creates one: its address is the invitation's
 * (the link proved it), so it is confirmed at once and joins the school; he then signs in.
 */
export async function createInvitedAccount(
  deps: Pick<Deps, 'db' | 'log' | 'accountSetup'>,
  token: string,
  input: InvitationSignupInput,
  now = new Date(),
): Promise<{ username: string }> {
  const { invitation } = await invitationOf(deps.db, token);
  requirePending(invitation, now);
  const kind = kindOf(invitation);
  const user = await deps.db.transaction(async (tx) => {
    const created = await createConfirmedAccount(deps, tx, {
      email: invitation.email,
      password: input.password,
      role: roleFor(kind),
      firstname: input.firstname,
      name: input.name,
      language: input.language,
      schoolId: invitation.schoolId,
      administrator: kind === 'administrator',
    });
    if (!(await markAccepted(tx, invitation.id, created.id, now)))
      requirePending({ ...invitation, acceptedAt: now }, now);
    await takePlace(tx, created, invitation);
    return created;
  });
  await recordSchoolEvent(deps, { userId: user.id, username: user.email }, invitation.schoolId, 'school.joined', {
    kind: invitation.kind,
    newAccount: true,
  });
  return { username: user.email };
}
