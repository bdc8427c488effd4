import { randomInt } from 'node:crypto';
import type { ResetConfirmInput } from '@ds/domain';
import type { Deps } from '../../../kernel/deps';
import { AppError } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import { hashToken, safeEqual } from '../../../lib/secrets';
import { serverTexts } from '../../../lib/server-texts';
import { recordAudit } from '../../platform';
import { sendAccountLink } from './account-links';
import {
  countAccountTokensSince,
  countResetCodeAttempt,
  findUsableAccountToken,
  markAccountTokenUsed,
  replacePassword,
  setResetCode,
} from './account-tokens.repo';
import { findUserByEmail } from './auth.repo';
import { maskEmail, maskPhone } from './mask';
import { assertAcceptablePassword } from './password-policy';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** Reset links e-mailed to one account an hour at most: requests beyond get the same answer and no mail. */
export const RESET_LINKS_PER_HOUR = 5;

const invalidLink = () => new AppError(400, 'invalid_token', 'This reset link is invalid or has expired');
const invalidCode = () => new AppError(400, 'invalid_code', 'The code is wrong or has expired');

/**
 * E-mails a reset link when the account exists and has not had too many within the hour (nobody
 * can flood a mailbox with them); answers the same in every case.
 */
export async function requestReset(deps: Deps, username: string, ip: string): Promise<void> {
  const user = await findUserByEmail(deps.db, username);
  const flooded =
    user &&
    (await countAccountTokensSince(deps.db, user.id, 'reset', new Date(Date.now() - 3_600_000))) >=
      RESET_LINKS_PER_HOUR;
  await recordAudit(deps.db, deps.log, {
    action: 'reset_request',
    outcome: !user ? 'failure' : flooded ? 'denied' : 'success',
    userId: user?.id,
    username,
    ip,
    details: flooded ? { reason: 'too many reset links within the hour' } : undefined,
  });
  if (!user?.confirmedAt || flooded) return;
  await sendAccountLink(deps, user, 'reset', RESET_LINK_TTL_MS, (texts, link) => ({
    subject: texts('resetSubject'),
    text: texts('resetText', { name: user.firstname, link }),
  }));
}

function codeDigest(deps: Deps, tokenId: string, code: string): string {
  return deps.secrets.derive('reset-code', tokenId, code);
}

/** Before the second step: whether the e-mailed link still works, so its page can say so at once. */
export async function checkResetLink(deps: Deps, token: string): Promise<{ valid: true }> {
  if (!(await findUsableAccountToken(deps.db, 'reset', hashToken(token), new Date()))) throw invalidLink();
  return { valid: true };
}

/** Second step: a 6-digit code to the account's mobile (by e-mail when it has none). */
export async function sendResetCode(deps: Deps, token: string) {
  const found = await findUsableAccountToken(deps.db, 'reset', hashToken(token), new Date());
  if (!found) throw invalidLink();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await setResetCode(
    deps.db,
    found.token.id,
    codeDigest(deps, found.token.id, code),
    new Date(Date.now() + RESET_CODE_TTL_MS),
  );
  const texts = serverTexts(found.user.language, 'identity-mail');
  const text = texts('resetCode', { code });
  if (found.user.mobile) {
    await deps.sms.send(found.user.mobile, text);
    return { channel: 'sms' as const, destination: maskPhone(found.user.mobile) };
  }
  await deps.mailer.send({ to: found.user.email, subject: texts('resetSubject'), text });
  return { channel: 'email' as const, destination: maskEmail(found.user.email) };
}

/** Last step: the right code within its time and attempts, and a password under the policy. */
export async function confirmReset(deps: Deps, input: ResetConfirmInput, ip: string): Promise<void> {
  const now = new Date();
  const found = await findUsableAccountToken(deps.db, 'reset', hashToken(input.token), now);
  if (!found) throw invalidLink();
  const { token, user } = found;
  if (!token.codeHash || !token.codeExpiresAt || token.codeExpiresAt <= now) throw invalidCode();
  if (token.codeAttempts >= RESET_CODE_MAX_ATTEMPTS) {
    await markAccountTokenUsed(deps.db, token.id, now);
    throw invalidLink();
  }
  await countResetCodeAttempt(deps.db, token.id);
  if (!safeEqual(codeDigest(deps, token.id, input.code), token.codeHash)) {
    await recordAudit(deps.db, deps.log, {
      action: 'reset',
      outcome: 'failure',
      userId: user.id,
      username: user.email,
      ip,
    });
    throw invalidCode();
  }
  await assertAcceptablePassword(input.password, 'body.password');
  if (!(await markAccountTokenUsed(deps.db, token.id, now))) throw invalidLink();
  await replacePassword(deps.db, user.id, await hashPassword(input.password), now);
  await recordAudit(deps.db, deps.log, {
    action: 'reset',
    outcome: 'success',
    userId: user.id,
    username: user.email,
    ip,
  });
}
