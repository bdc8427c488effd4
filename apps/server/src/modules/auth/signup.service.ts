import type { SignupInput } from '@ds/domain';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/secrets';
import { recordAudit } from '../audit/audit.service';
import { createMainCalendar } from '../calendars';
import { createDefaultLessonCourse } from '../courses';
import { giveDefaultTrainingCards } from '../training-cards/default-cards';
import type { AccountDeps } from './account-deps';
import { sendAccountLink } from './account-links';
import { confirmUser, findUsableAccountToken, insertUser, markAccountTokenUsed } from './account-tokens.repo';
import { findUserByEmail } from './auth.repo';
import { assertAcceptablePassword } from './password-policy';

export const REGISTER_LINK_TTL_MS = 48 * 60 * 60 * 1000;

function accountExists(): AppError {
  return new AppError(409, 'account_exists', 'An account already exists for this e-mail address');
}

/** Creates an unconfirmed account and e-mails the confirmation link /register/:token. */
export async function signup(deps: AccountDeps, input: SignupInput, ip: string): Promise<{ username: string }> {
  await assertAcceptablePassword(input.password, 'body.password');
  if (await findUserByEmail(deps.db, input.username)) throw accountExists();
  const user = await deps.db
    .transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: input.username,
        passwordHash: await hashPassword(input.password),
        role: input.kind === 'monitor' ? 'monitor' : 'user',
        firstname: input.firstname,
        name: input.name,
        language: input.language,
      });
      if (created.role === 'monitor') {
        await createMainCalendar(tx, created);
        await createDefaultLessonCourse(tx, created);
        await giveDefaultTrainingCards(tx, created);
      }
      return created;
    })
    .catch((error: { code?: string; cause?: { code?: string } }) => {
      // A concurrent sign-up with the same address hits the unique index.
      if (error.code === '23505' || error.cause?.code === '23505') throw accountExists();
      throw error;
    });
  await sendAccountLink(deps, user, 'register', REGISTER_LINK_TTL_MS, (texts, link) => ({
    subject: texts.registerSubject,
    text: texts.registerText(user.firstname, link),
  }));
  await recordAudit(deps.db, deps.log, {
    action: 'signup',
    outcome: 'success',
    userId: user.id,
    username: user.email,
    ip,
  });
  return { username: user.email };
}

/** Confirms the account behind a sign-up link; the link works once. */
export async function register(deps: AccountDeps, token: string): Promise<{ username: string }> {
  const now = new Date();
  const found = await findUsableAccountToken(deps.db, 'register', hashToken(token), now);
  if (!found || !(await markAccountTokenUsed(deps.db, found.token.id, now))) {
    throw new AppError(400, 'invalid_token', 'This confirmation link is invalid or has expired');
  }
  await confirmUser(deps.db, found.user.id, now);
  return { username: found.user.email };
}
