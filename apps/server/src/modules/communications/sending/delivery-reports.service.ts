import { parseAspsmsDeliveryReport } from '../../../integrations/sms/aspsms-client';
import type { Deps } from '../../../kernel/deps';
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
): Promise<boolean> {
  const report = parseAspsmsDeliveryReport(query);
  const messageId = report ? messageIdOfReference(report.reference) : null;
  if (!report || !messageId || !safeEqual(token, smsDeliveryToken(deps.secrets, messageId))) return false;
  if (report.state === 'pending') return true;
  await recordDelivery(deps.db, messageId, report.state === 'delivered', report.reason ?? 'not_delivered');
  return true;
}
