import { type CheckoutMoney, toCentimes } from '@ds/domain';
import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatChf } from '@/lib/format-chf';

const chf = (amount: number) => formatChf(toCentimes(amount));

function Line({ label, amount, strong, testId }: { label: string; amount: string; strong?: boolean; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={testId}>
      <Text fw={strong ? 700 : undefined} size={strong ? 'lg' : 'sm'} style={{ minWidth: 0 }}>
        {label}
      </Text>
      <Text fw={strong ? 700 : undefined} size={strong ? 'lg' : 'sm'} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * The total the Swiss way, as the server quoted it: the subtotal VAT included and the VAT it holds
 * (or none), the rounding to 5 centimes when there is one, what a voucher pays, and what is due.
 */
export function CheckoutTotal({ money }: { money: CheckoutMoney }) {
  const { t, i18n } = useTranslation('commerce-checkout');
  return (
    <Stack gap={6} data-testid="checkout-total" aria-live="polite">
      <Line
        label={t('total.subtotal', { quantity: money.quantity, unitPrice: chf(money.unitPrice) })}
        amount={chf(money.subtotal)}
        testId="total-subtotal"
      />
      {money.preferential && (
        <Badge variant="light" size="sm">
          {t('total.preferential')}
        </Badge>
      )}
      <Text size="sm" c="dimmed" data-testid="total-vat">
        {money.vatRate === null
          ? t('total.noVat')
          : t('total.vat', { rate: money.vatRate.toLocaleString(i18n.language), amount: chf(money.vat) })}
      </Text>
      {money.rounding !== 0 && (
        <Line label={t('total.rounding')} amount={chf(money.rounding)} testId="total-rounding" />
      )}
      {money.voucher > 0 && (
        <>
          <Line label={t('total.total')} amount={chf(money.total)} testId="total-total" />
          <Line label={t('total.voucher')} amount={`− ${chf(money.voucher)}`} testId="total-voucher" />
        </>
      )}
      <Divider />
      <Line label={t('total.due')} amount={chf(money.due)} strong testId="total-due" />
    </Stack>
  );
}
