import type { OutgoingMail } from '../../../integrations/mail/mail-message';
import type { Secrets } from '../../../lib/secrets';
import type { Channels } from './channels';
import type { MessageRow } from './messages.repo';
import type { SenderAccounts } from './sender-accounts';

/** Our message id as ASPSMS takes a reference: letters and digits only. */
export const smsReference = (messageId: string) => messageId.replaceAll('-', '');

export function messageIdOfReference(reference: string): string | null {
  const match = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(reference);
  return match ? match.slice(1).join('-').toLowerCase() : null;
}

/** Where the provider reports an SMS's delivery: a path only the server can make for that message. */
export function smsDeliveryUrl(deps: { secrets: Secrets; channels: Channels }, messageId: string): string {
  return `${deps.channels.publicUrl}/api/communications/sms-delivery/${smsDeliveryToken(deps.secrets, messageId)}`;
}

export const smsDeliveryToken = (secrets: Secrets, messageId: string) => secrets.derive('sms-delivery', messageId);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The text as a simple HTML part, paragraphs kept, for mail programs that show HTML first. */
export function htmlOf(text: string, language: string | null): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html lang="${language ?? 'fr'}"><body>${paragraphs}</body></html>`;
}

/**
 * A message of the log as it leaves: from the monitor's own account's address, or from the
 * product's with his address to answer to (spec §4: without it, students cannot reply).
 */
export function outgoingMail(
  row: Pick<MessageRow, 'id' | 'recipient' | 'subject' | 'body' | 'html' | 'language'>,
  accounts: SenderAccounts,
  channels: Channels,
): OutgoingMail {
  const own =
    accounts.mail.kind === 'smtp'
      ? accounts.mail.smtp.user
      : accounts.mail.kind === 'microsoft'
        ? accounts.mail.address
        : null;
  const ownAddress = own?.includes('@') ? own : accounts.senderAddress;
  const product = /<([^>]+)>/.exec(channels.productFrom)?.[1] ?? channels.productFrom;
  const from =
    accounts.mail.kind !== 'product' && ownAddress
      ? { name: accounts.senderName ?? undefined, address: ownAddress }
      : { name: accounts.senderName ?? channels.productFrom.replace(/\s*<[^>]+>\s*$/, ''), address: product };
  const language = row.language ? `${row.language}-CH` : undefined;
  return {
    from,
    replyTo: accounts.senderAddress ?? undefined,
    to: row.recipient,
    subject: row.subject ?? '',
    text: row.body,
    html: row.html ?? htmlOf(row.body, row.language),
    language: row.language === 'en' ? 'en' : language,
    messageId: `<${row.id}@${new URL(channels.publicUrl).hostname}>`,
  };
}
