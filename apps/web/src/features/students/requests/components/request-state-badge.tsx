import type { LinkRequestState } from '@ds/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<LinkRequestState, string> = { sent: 'blue', accepted: 'green', refused: 'red' };

/** Spec §4 Link request: sent, then accepted or refused. */
export function RequestStateBadge({ state }: { state: LinkRequestState }) {
  const { t } = useTranslation('students-requests');
  return (
    <Badge color={COLOURS[state]} variant="light" data-testid="request-state">
      {t(`states.${state}`)}
    </Badge>
  );
}
