import type { ShopSale } from '@ds/domain';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { useRecordShopPayment } from '../api/sales-api';

/** Recording an invoice's payment delivers what was bought: confirmed first. */
export function useShopPaymentRecording() {
  const { t } = useTranslation('commerce-sales');
  const mutation = useRecordShopPayment();

  const record = async (sale: ShopSale) => {
    await mutation.mutateAsync(sale.id);
    notifications.show({ color: 'green', message: t('payment.recorded', { number: sale.number }) });
  };

  // A failure shows through `error` (an ErrorAlert of the list), so the promise never rejects.
  const confirm = (sale: ShopSale) =>
    modals.openConfirmModal({
      title: t('payment.confirmTitle'),
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('payment.confirmText', {
            number: sale.number,
            buyer: sale.buyer.name,
            amount: chf(sale.income - sale.cashback),
          })}
        </Text>
      ),
      labels: { confirm: t('payment.confirm'), cancel: t('payment.cancel') },
      confirmProps: { color: 'green' },
      onConfirm: () => record(sale).catch(() => undefined),
    });

  return { confirm, busyId: mutation.isPending ? mutation.variables : undefined, error: mutation.error };
}

export type ShopPaymentRecording = ReturnType<typeof useShopPaymentRecording>;

/** "Record the payment", only on an invoice the server lets this reader settle. */
export function RecordPaymentButton({ sale, recording }: { sale: ShopSale; recording: ShopPaymentRecording }) {
  const { t } = useTranslation('commerce-sales');
  if (!sale.paymentRecordable) return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="green"
      leftSection={<IconCash size={16} aria-hidden />}
      loading={recording.busyId === sale.id}
      onClick={() => recording.confirm(sale)}
      aria-label={t('payment.recordNamed', { number: sale.number })}
      data-testid="sale-record-payment"
    >
      {t('payment.record')}
    </Button>
  );
}
