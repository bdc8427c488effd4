import type { CredentialsResult } from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess, type StudentRow } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, ValidationError } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import { randomToken } from '../../../lib/secrets';
import { serverTexts } from '../../../lib/server-texts';
import { createUser, getUser, getUserByEmail, REGISTER_LINK_TTL_MS, sendAccountLink, type User } from '../../identity';
import { insertStudentEvent } from '../core/student-events.repo';
import { updateStudent } from '../core/students.repo';
import { lockStudentLogin } from './credentials.repo';

const staffAddress = () =>
  new ConflictError("This e-mail address belongs to a staff account, not a student's: change the student's e-mail");

/** A login for the student: role user at his school, no usable password until he chooses one through the link. */
async function createStudentLogin(db: Db, student: StudentRow, email: string): Promise<User> {
  return createUser(db, {
    email,
    role: 'user',
    schoolId: student.schoolId,
    gender: student.gender,
    firstname: student.firstname,
    name: student.name,
    mobile: student.mobile,
    language: student.language ?? 'fr',
    passwordHash: await hashPassword(randomToken()),
    // The school vouches for the address; the password can only be chosen through the mailbox.
    confirmedAt: new Date(),
  });
}

/** The student's login: the linked one, else an existing student account with his e-mail, else a new one. */
async function studentLogin(db: Db, student: StudentRow, email: string) {
  const linkedId = await lockStudentLogin(db, student.id);
  const linked = linkedId ? await getUser(db, linkedId) : undefined;
  if (linked) return { user: linked, accountCreated: false };
  const existing = await getUserByEmail(db, email);
  if (existing && existing.role !== 'user') throw staffAddress();
  const user = existing ?? (await createStudentLogin(db, student, email));
  await updateStudent(db, student.id, { userId: user.id });
  return { user, accountCreated: !existing };
}

/**
 * "Send access credentials": links the student to a login (his own, an existing student account
 * with his e-mail, or a new one), records it on his sheet, then e-mails him a link to choose
 * his password (the reset link of the account flows, valid 48 hours).
 */
export async function sendCredentials(deps: Deps, actor: Actor, studentId: string): Promise<CredentialsResult> {
  const { student } = await requireAccess(deps.db, actor, 'student.write', studentId);
  const email = student.email;
  if (!email) {
    throw new ValidationError([{ field: 'email', rule: 'required', message: 'the student needs an e-mail address' }]);
  }
  const { user, accountCreated } = await deps.db
    .transaction(async (tx) => {
      const login = await studentLogin(tx, student, email);
      await insertStudentEvent(tx, {
        studentId,
        actorId: actor.userId,
        action: 'credentialsSent',
        details: { username: login.user.email, accountCreated: login.accountCreated },
      });
      return login;
    })
    .catch((error: { code?: string; cause?: { code?: string } }) => {
      // A concurrent send for another student created the same address first: nothing was written here.
      if (error.code === '23505' || error.cause?.code === '23505') throw new ConflictError('Try again');
      throw error;
    });
  const sender = await getUser(deps.db, actor.userId);
  const purpose = user.confirmedAt ? 'reset' : 'register';
  // The link chooses the password (`reset`), or for an account signed up but never confirmed, confirms it (`register`).
  await sendAccountLink(deps, user, purpose, REGISTER_LINK_TTL_MS, (_texts, link) => {
    const texts = serverTexts(user.language, 'students-credentials-mail');
    const values = {
      firstname: user.firstname,
      sender: sender ? `${sender.firstname} ${sender.name}` : actor.username,
      username: user.email,
      link,
    };
    return { subject: texts('subject'), text: texts(`${purpose}Text`, values), studentId, senderId: actor.userId };
  });
  return { username: user.email, accountCreated };
}
