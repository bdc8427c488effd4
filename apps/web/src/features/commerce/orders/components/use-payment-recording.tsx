import type { SubscriptionOrder } from '@ds/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useRecordPayment } from '../api/orders-api';
import { useOrderFormat } from './order-format';

/** Recording an invoice's payment issues licences and mails their keys: confirmed first. */
export function usePaymentRecording() {
  const { t } = useTranslation('commerce-orders');
  const { amountOf } = useOrderFormat();
  const mutation = useRecordPayment();

  const record = async (order: SubscriptionOrder) => {
    await mutation.mutateAsync(order.id);
    notifications.show({ color: 'green', message: t('admin.recorded', { number: order.number }) });
  };

  // A failure shows through `error` (an ErrorAlert of the caller), so the promise never rejects.
  const confirm = (order: SubscriptionOrder) =>
    modals.openConfirmModal({
      title: t('admin.confirmTitle'),
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('admin.confirmText', {
            number: order.number,
            buyer: order.buyer.name,
            amount: amountOf(order),
            count: order.licences,
          })}
        </Text>
      ),
      labels: { confirm: t('admin.confirm'), cancel: t('admin.cancel') },
      confirmProps: { color: 'green' },
      onConfirm: () => record(order).catch(() => undefined),
    });

  return { confirm, busyId: mutation.isPending ? mutation.variables : undefined, error: mutation.error };
}
