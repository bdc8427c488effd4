import type { SignupInput } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../kernel/deps';
import { AppError } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import { hashToken } from '../../../lib/secrets';
import { recordAudit } from '../../platform';
import { sendAccountLink } from './account-links';
import {
  confirmUser,
  countAccountTokensSince,
  findUsableAccountToken,
  insertUser,
  markAccountTokenUsed,
} from './account-tokens.repo';
import { findUserByEmail } from './auth.repo';
import { assertAcceptablePassword } from './password-policy';
import type { User } from './users.service';

export const REGISTER_LINK_TTL_MS = 48 * 60 * 60 * 1000;
/** Confirmation links e-mailed to one account an hour at most (the sign-up's included). */
export const REGISTER_LINKS_PER_HOUR = 5;

function accountExists(): AppError {
  return new AppError(409, 'account_exists', 'An account already exists for this e-mail address');
}

/** Creates an unconfirmed account and e-mails the confirmation link /register/:token. */
export async function signup(deps: Deps, input: SignupInput, ip: string): Promise<{ username: string }> {
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
        await deps.accountSetup(tx, created);
      }
      return created;
    })
    .catch((error: { code?: string; cause?: { code?: string } }) => {
      // A concurrent sign-up with the same address hits the unique index.
      if (error.code === '23505' || error.cause?.code === '23505') throw accountExists();
      throw error;
    });
  await sendAccountLink(deps, user, 'register', REGISTER_LINK_TTL_MS, (texts, link) => ({
    subject: texts('registerSubject'),
    text: texts('registerText', { name: user.firstname, link }),
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

/** The account of someone a link reached at his address (a school's invitation): to create, confirmed at once. */
export interface ConfirmedAccount {
  email: string;
  password: string;
  role: 'monitor' | 'employee';
  firstname: string;
  name: string;
  language: string;
  schoolId: string;
  administrator: boolean;
}

/**
 * Creates an account whose address the caller proved (it followed a link sent there), so no
 * confirmation link is needed; a monitor's starts like a signed-up one's (calendar, lesson,
 * cards). Runs in the caller's transaction. An address with an account already is a 409.
 */
export async function createConfirmedAccount(
  deps: Pick<Deps, 'accountSetup'>,
  db: Db,
  account: ConfirmedAccount,
): Promise<User> {
  await assertAcceptablePassword(account.password, 'body.password');
  if (await findUserByEmail(db, account.email)) throw accountExists();
  const created = await insertUser(db, {
    email: account.email,
    passwordHash: await hashPassword(account.password),
    role: account.role,
    firstname: account.firstname,
    name: account.name,
    language: account.language,
    schoolId: account.schoolId,
    isSchoolHead: account.administrator,
    confirmedAt: new Date(),
  });
  if (created.role === 'monitor') await deps.accountSetup(db, created);
  return created;
}

/** Confirms the account behind a sign-up link; the link works once. */
export async function register(deps: Deps, token: string): Promise<{ username: string }> {
  const now = new Date();
  const found = await findUsableAccountToken(deps.db, 'register', hashToken(token), now);
  if (!found || !(await markAccountTokenUsed(deps.db, found.token.id, now))) {
    throw new AppError(400, 'invalid_token', 'This confirmation link is invalid or has expired');
  }
  await confirmUser(deps.db, found.user.id, now);
  return { username: found.user.email };
}

/**
 * E-mails a new confirmation link when the address has an account still unconfirmed (its link
 * expired) and not too many links within the hour; answers the same in every case.
 */
export async function resendRegisterLink(deps: Deps, username: string): Promise<void> {
  const user = await findUserByEmail(deps.db, username);
  if (!user || user.confirmedAt) return;
  const since = new Date(Date.now() - 3_600_000);
  if ((await countAccountTokensSince(deps.db, user.id, 'register', since)) >= REGISTER_LINKS_PER_HOUR) return;
  await sendAccountLink(deps, user, 'register', REGISTER_LINK_TTL_MS, (texts, link) => ({
    subject: texts('registerSubject'),
    text: texts('registerText', { name: user.firstname, link }),
  }));
}
