import { formatSwissDate, type ShopSale } from '@ds/domain';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { OrderStatusBadge } from '../../orders/components/order-status-badge';
import { RecordPaymentButton, type ShopPaymentRecording } from './use-shop-payment-recording';

const amount = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** The orders on a wide screen: spec §3 Sale or order, one row each. */
export function SaleTable({ sales, recording }: { sales: ShopSale[]; recording: ShopPaymentRecording }) {
  const { t } = useTranslation('commerce-sales');
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="sm" data-testid="sale-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.buyer')}</Table.Th>
            <Table.Th>{t('columns.description')}</Table.Th>
            <Table.Th ta="right">{t('columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('columns.income')}</Table.Th>
            <Table.Th ta="right">{t('columns.tax')}</Table.Th>
            <Table.Th ta="right">{t('columns.realIncome')}</Table.Th>
            <Table.Th ta="right">{t('columns.cashback')}</Table.Th>
            <Table.Th>{t('columns.paymentMode')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sales.map((sale) => (
            <Table.Tr key={sale.id} data-testid="sale-row" data-number={sale.number}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={600}>
                  {sale.number}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatSwissDate(new Date(sale.createdAt))}
                </Text>
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {sale.buyer.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {sale.buyer.email}
                </Text>
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {sale.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('soldBy', { seller: sale.seller.name })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{sale.quantity}</Table.Td>
              <Table.Td {...amount} fw={600}>
                {chf(sale.income)}
              </Table.Td>
              <Table.Td {...amount}>{chf(sale.tax)}</Table.Td>
              <Table.Td {...amount}>{chf(sale.realIncome)}</Table.Td>
              <Table.Td {...amount}>{chf(sale.cashback)}</Table.Td>
              <Table.Td>{t(`paymentModes.${sale.paymentMode}`)}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <OrderStatusBadge status={sale.status} />
                  <RecordPaymentButton sale={sale} recording={recording} />
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
