import type { StudentEvent } from '@ds/domain';
import type { TFunction } from 'i18next';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The one useful detail of an audit-trail line (whom it was shared with, transferred to…), when recorded. */
export function eventDetail(event: StudentEvent, t: TFunction): string | null {
  const details = event.details ?? {};
  const monitor = text(details.monitor);
  const access = text(details.access);
  switch (event.action) {
    case 'transferred':
      return text(details.to) && t('events.details.transferredTo', { monitor: details.to });
    case 'shared':
    case 'shareChanged':
      return monitor && (access ? `${monitor} (${t(`access.${access}`)})` : monitor);
    case 'unlinked':
      return monitor;
    case 'credentialsSent':
      return text(details.username);
    default:
      return null;
  }
}
