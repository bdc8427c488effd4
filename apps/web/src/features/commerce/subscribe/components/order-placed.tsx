import type { SubscriptionOrder } from '@ds/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatChfAmount } from '@/lib/format-chf';

/** The order placed: its invoice number and amount, and that the licences come once it is paid. */
export function OrderPlaced({ order, onClose }: { order: SubscriptionOrder; onClose: () => void }) {
  const { t } = useTranslation('commerce-subscribe');
  return (
    <Stack gap="sm" data-testid="order-placed">
      <Alert color="green" icon={<IconCircleCheck size={18} />} title={t('placed.title')}>
        <Stack gap={4}>
          <Text size="sm">
            {t('placed.number')}:{' '}
            <Text span fw={700} ff="monospace" data-testid="order-number">
              {order.number}
            </Text>
          </Text>
          <Text size="sm">
            {t('placed.amount')}: {formatChfAmount(order.amount)}
          </Text>
          <Text size="sm" data-testid="order-placed-status" data-status={order.status}>
            {t('placed.status')}: {t(`placed.statuses.${order.status}`)}
          </Text>
        </Stack>
      </Alert>
      <Text size="sm">{t('placed.next')}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </Group>
    </Stack>
  );
}
