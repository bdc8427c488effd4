import { LESSON_PAYMENTS, type StudentEvent } from '@ds/domain';
import type { TFunction } from 'i18next';
import { formatDate, formatTime } from '@/lib/format';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** "Leçon du 24.11.2026 16:00 · Leçon – giratoires : Payée", from what the server recorded. */
function lessonPaymentDetail(details: Record<string, unknown>, t: TFunction): string | null {
  const start = text(details.lessonStart);
  const payment = LESSON_PAYMENTS.find((choice) => choice === details.payment);
  if (!start || !payment) return null;
  const title = text(details.title);
  return t('events.details.lessonPayment', {
    when: `${formatDate(new Date(start))} ${formatTime(new Date(start))}`,
    title: title ? ` · ${title}` : '',
    payment: t(`training-progress:payments.${payment}`),
  });
}

/** The one useful detail of an audit-trail line (whom it was shared with, transferred to…), when recorded. */
export function eventDetail(event: StudentEvent, t: TFunction): string | null {
  const details = event.details ?? {};
  const monitor = text(details.monitor);
  const access = text(details.access);
  switch (event.action) {
    case 'transferred':
      return text(details.to) && t('events.details.transferredTo', { monitor: details.to });
    case 'schoolChanged':
      return text(details.to) && t('events.details.schoolChangedTo', { school: details.to });
    case 'shared':
    case 'shareChanged':
      return monitor && (access ? `${monitor} (${t(`access.${access}`)})` : monitor);
    case 'unlinked':
      return monitor;
    case 'credentialsSent':
      return text(details.username);
    case 'lessonPayment':
      return lessonPaymentDetail(details, t);
    default:
      return null;
  }
}
