import type { CommunicationLogEntry } from '@ds/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from '../model/log-entry-view';

/** The status of a message as a coloured badge. */
export function LogStatus({ status }: { status: CommunicationLogEntry['status'] }) {
  const { t } = useTranslation('communications-logs');
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" style={{ flexShrink: 0 }} data-testid="log-status">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
