import { type OpenBill, PAYMENT_METHODS, type PaymentMethod, schoolDay } from '@ds/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { SwissDayField } from '@/components/swiss-day-field';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { useRecordPayment } from '../api/billing-api';

/**
 * Marks a lesson or an invoice paid (issue 26 §3): how (cash, TWINT, bank transfer, card) and on
 * which day (today unless changed). A shop invoice is recorded as the shop records it, confirmed.
 */
export function PaymentDialog({ bill, onClose }: { bill: OpenBill | null; onClose: () => void }) {
  const { t } = useTranslation('accounting-billing');
  const recording = useRecordPayment();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [paidOn, setPaidOn] = useState<string | undefined>(schoolDay(new Date()));
  const { reset } = recording;
  useEffect(() => {
    if (!bill) return;
    setMethod(null);
    setPaidOn(schoolDay(new Date()));
    reset();
  }, [bill, reset]);
  if (!bill) return null;
  const shop = bill.kind === 'shop_invoice';
  const complete = shop || (method !== null && paidOn !== undefined);

  const submit = async () => {
    await recording.mutateAsync({ bill, payment: { method: method ?? 'bank_transfer', paidOn: paidOn ?? '' } });
    notifications.show({ color: 'green', message: t('payment.recorded', { amount: chf(bill.amount) }) });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('payment.title')} centered>
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {bill.description} — {chf(bill.amount)}
        </Text>
        {shop ? (
          <Text size="sm">{t('payment.shopText')}</Text>
        ) : (
          <>
            <Select
              label={t('payment.method')}
              data={PAYMENT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
              value={method}
              onChange={(value) => setMethod(value as PaymentMethod | null)}
              required
              data-testid="payment-method"
            />
            <SwissDayField label={t('payment.paidOn')} day={paidOn} onDay={setPaidOn} testId="payment-day" />
          </>
        )}
        <ErrorAlert error={recording.error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color="green"
            disabled={!complete}
            loading={recording.isPending}
            onClick={() => submit().catch(() => undefined)}
            data-testid="payment-confirm"
          >
            {t('payment.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
