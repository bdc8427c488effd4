import { parseAspsmsDeliveryReport } from '../../../integrations/sms/aspsms-client';
import type { Deps } from '../../../kernel/deps';
import { NotFoundError } from '../../../lib/errors';
import { safeEqual } from '../../../lib/secrets';
import { messageIdOfReference, smsDeliveryToken } from './message-format';
import { recordDelivery } from './messages.repo';

/**
 * A delivery report of the SMS provider, at the address made for that message: delivered or
 * failed. However often it arrives, the message changes once (only a message that left counts it).
 */
export async function recordSmsDeliveryReport(
  deps: Pick<Deps, 'db' | 'secrets'>,
  token: string,
  query: Record<string, string | undefined>,
): Promise<void> {
  const report = parseAspsmsDeliveryReport(query);
  const messageId = report ? messageIdOfReference(report.reference) : null;
  // A report for no message of ours, or at an address not made for it: nothing to tell.
  if (!report || !messageId || !safeEqual(token, smsDeliveryToken(deps.secrets, messageId))) {
    throw new NotFoundError('No such message');
  }
  if (report.state === 'pending') return;
  await recordDelivery(deps.db, messageId, report.state === 'delivered', report.reason ?? 'not_delivered');
}
