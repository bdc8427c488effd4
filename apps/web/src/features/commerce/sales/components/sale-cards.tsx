import { formatSwissDate, type ShopSale } from '@ds/domain';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Figure } from '@/components/figure';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { OrderStatusBadge } from '../../orders/components/order-status-badge';
import { RecordPaymentButton, type ShopPaymentRecording } from './use-shop-payment-recording';

/** The orders on a phone: one card each, every column of the table in it. */
export function SaleCards({ sales, recording }: { sales: ShopSale[]; recording: ShopPaymentRecording }) {
  const { t } = useTranslation('commerce-sales');
  return (
    <Stack gap="xs" data-testid="sale-cards">
      {sales.map((sale) => (
        <Card key={sale.id} withBorder padding="sm" data-testid="sale-row" data-number={sale.number}>
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {sale.number} · {formatSwissDate(new Date(sale.createdAt))}
              </Text>
              <OrderStatusBadge status={sale.status} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {sale.quantity} × {sale.description}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {sale.buyer.name} · {sale.buyer.email} · {t('soldBy', { seller: sale.seller.name })}
            </Text>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              <Figure label={t('columns.income')}>{chf(sale.income)}</Figure>
              <Figure label={t('columns.tax')}>{chf(sale.tax)}</Figure>
              <Figure label={t('columns.realIncome')}>{chf(sale.realIncome)}</Figure>
              <Figure label={t('columns.cashback')}>{chf(sale.cashback)}</Figure>
            </SimpleGrid>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t(`paymentModes.${sale.paymentMode}`)}</Text>
              <RecordPaymentButton sale={sale} recording={recording} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
