import type { Deps } from '../../../kernel/deps';
import type { MailMessage } from '../../../kernel/messaging';
import { hashToken, randomToken } from '../../../lib/secrets';
import { type ServerTexts, serverTexts } from '../../../lib/server-texts';
import { insertAccountToken } from './account-tokens.repo';
import type { UserRow } from './auth.repo';

/** Issues a single-use link /{purpose}/:token (only its hash is kept) and e-mails it in the user's language. */
export async function sendAccountLink(
  deps: Deps,
  user: UserRow,
  purpose: 'register' | 'reset',
  ttlMs: number,
  compose: (texts: ServerTexts<'identity-mail'>, link: string) => Omit<MailMessage, 'to'>,
): Promise<void> {
  const token = randomToken();
  await insertAccountToken(deps.db, {
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  const message = compose(serverTexts(user.language, 'identity-mail'), `${deps.publicUrl}/${purpose}/${token}`);
  await deps.mailer.send({ to: user.email, ...message });
}
