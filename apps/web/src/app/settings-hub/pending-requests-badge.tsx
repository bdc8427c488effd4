import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePendingRequestCount } from '../../features/students';

/** The number of connection requests waiting for my answer, on their hub card. */
export function PendingRequestsBadge() {
  const { t } = useTranslation('identity-account');
  const count = usePendingRequestCount();
  if (count === 0) return null;
  return (
    <Badge
      data-testid="pending-requests-count"
      color="red"
      circle={count < 10}
      aria-label={t('hub.pending', { count })}
    >
      {count}
    </Badge>
  );
}
