import { findSentFolder } from '../../../integrations/mail/imap-sent';
import { MailDeliveryError } from '../../../integrations/mail/mail-message';
import { SmsSendError } from '../../../integrations/sms/sms-provider';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { AppError } from '../../../lib/errors';
import { serverTexts } from '../../../lib/server-texts';
import { smsCreditsOf } from '../credits/sms-credits.service';
import { refreshTokenKeeper, resolveSenderAccounts } from '../sending/account-resolution';
import type { Channels } from '../sending/channels';
import { outgoingMail } from '../sending/message-format';
import { insertMessages, recordOutcomes } from '../sending/messages.repo';
import { assertReachableServer, mailWayOf, smsWayOf } from '../sending/routes-out';
import { imapOf } from '../sending/sender-accounts';
import { findSettings } from './communication-settings.repo';

type TestDeps = Pick<Deps, 'db' | 'secrets'> & { channels: Channels };

const reasonOf = (error: unknown) =>
  error instanceof MailDeliveryError || error instanceof SmsSendError ? error.kind : 'internal';

/**
 * Sends a test mail through the saved mail account, right away (the user waits for the answer),
 * and writes it to the log with its outcome. A failure is `smtp_test_failed` with its reason.
 */
export async function testMailAccount(deps: TestDeps, actor: Actor, language: string, to: string) {
  const sender = { ownerId: actor.userId, schoolId: actor.schoolId };
  const accounts = (await resolveSenderAccounts(deps, [sender]))(sender);
  const way = mailWayOf(accounts, deps.channels, refreshTokenKeeper(deps));
  const texts = serverTexts(language, 'communications-notices');
  const [row] = await insertMessages(deps.db, [
    {
      ownerId: actor.userId,
      schoolId: actor.schoolId,
      senderId: actor.userId,
      channel: 'email',
      kind: 'test',
      recipient: to,
      subject: texts('testSubject'),
      body: texts('testText'),
      language,
      status: 'sending',
      attempts: 1,
      via: way.via,
    },
  ]);
  if (!row) throw new Error('test message not written');
  const message = {
    id: row.id,
    recipient: to,
    subject: texts('testSubject'),
    body: texts('testText'),
    html: null,
    language,
  };
  try {
    await way.send(outgoingMail(message, accounts, deps.channels));
    await recordOutcomes(deps.db, [{ id: row.id, status: 'sent', failure: null }]);
    return { sentTo: to };
  } catch (error) {
    await recordOutcomes(deps.db, [{ id: row.id, status: 'failed', failure: reasonOf(error) }]);
    throw new AppError(502, 'smtp_test_failed', 'The e-mail could not be sent', { reason: reasonOf(error) });
  } finally {
    await way.close().catch(() => {});
  }
}

/** Logs in to the saved IMAP account and finds the folder copies of sent mails go to. */
export async function testImapAccount(deps: TestDeps, actor: Actor) {
  const row = await findSettings(deps.db, actor.userId);
  const imap = row ? imapOf(row, deps.secrets) : null;
  if (!imap) throw new AppError(400, 'account_not_configured', 'No IMAP account is configured');
  try {
    await assertReachableServer(imap.host, deps.channels);
    return { sentFolder: await findSentFolder(imap) };
  } catch (error) {
    throw new AppError(502, 'imap_test_failed', 'The IMAP account could not be used', { reason: reasonOf(error) });
  }
}

/** Asks the saved SMS account for its credits; the product's gateway answers the school's credits. */
export async function testSmsAccount(deps: TestDeps, actor: Actor) {
  const sender = { ownerId: actor.userId, schoolId: actor.schoolId };
  const way = smsWayOf((await resolveSenderAccounts(deps, [sender]))(sender), deps.channels);
  if (way.charged) {
    const credits = await smsCreditsOf(deps.db, { schoolId: actor.schoolId, userId: actor.userId }, false);
    return { credits: credits.available / 100 };
  }
  try {
    return { credits: (await way.provider?.credits()) ?? 0 };
  } catch (error) {
    throw new AppError(502, 'sms_provider_misconfigured', 'The SMS provider refused the account', {
      reason: reasonOf(error),
    });
  }
}
