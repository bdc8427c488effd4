import type { SubscriptionOrder } from '@ds/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS = { awaiting_payment: 'orange', paid: 'green', cancelled: 'gray' } as const;

export function OrderStatusBadge({ status }: { status: SubscriptionOrder['status'] }) {
  const { t } = useTranslation('commerce-orders');
  return (
    <Badge color={COLOURS[status]} style={{ flexShrink: 0 }} data-testid="order-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
