import type { SubscriptionOrder } from '@ds/domain';
import { Box, Card, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useMyOrders } from '../api/orders-api';
import { awaitsPayment, statusesOf, turnedPaid } from '../model/order-progress';
import { InvoiceButton, useInvoiceDownload } from './invoice-button';
import { useOrderFormat } from './order-format';
import { OrderStatusBadge } from './order-status-badge';

/**
 * "My orders": number, plan, quantity, amount, status and dates. While one awaits its payment the
 * list is read every 10 s; `onPaid` runs when one turns paid (its licences have just been issued).
 */
export function MyOrders({ onPaid }: { onPaid: () => void }) {
  const { t } = useTranslation('commerce-orders');
  const orders = useMyOrders();
  const { planOf, amountOf, dayOf } = useOrderFormat();
  const invoices = useInvoiceDownload();
  const seen = useRef<Map<string, SubscriptionOrder['status']> | null>(null);

  useEffect(() => {
    if (!orders.data) return;
    if (seen.current && turnedPaid(seen.current, orders.data)) onPaid();
    seen.current = statusesOf(orders.data);
  }, [orders.data, onPaid]);

  const list = orders.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="my-orders-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-orders-title">
          {t('mine.title')}
        </Title>
        {orders.isPending && <Loader />}
        <ErrorAlert error={orders.error} />
        <ErrorAlert error={invoices.error} />
        {orders.data?.length === 0 && <Text c="dimmed">{t('mine.empty')}</Text>}
        {awaitsPayment(orders.data) && (
          <Text size="sm" c="dimmed">
            {t('mine.awaiting')}
          </Text>
        )}
        {list.length > 0 && (
          <Stack gap="xs" hiddenFrom="sm">
            {list.map((order) => (
              <Card key={order.id} withBorder padding="sm" data-testid="my-order-card">
                <Stack gap={4}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {order.number} · {planOf(order)}
                    </Text>
                    <OrderStatusBadge status={order.status} />
                  </Group>
                  <Text size="sm">
                    {t('columns.quantity')}: {order.quantity} · {amountOf(order)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('columns.created')}: {dayOf(order.createdAt)} · {t('columns.paid')}: {dayOf(order.paidAt)}
                  </Text>
                  <Group>
                    <InvoiceButton order={order} invoices={invoices} />
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
        {list.length > 0 && (
          <Box visibleFrom="sm">
            <Table.ScrollContainer minWidth={760}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.number')}</Table.Th>
                    <Table.Th>{t('columns.plan')}</Table.Th>
                    <Table.Th>{t('columns.quantity')}</Table.Th>
                    <Table.Th>{t('columns.amount')}</Table.Th>
                    <Table.Th>{t('columns.status')}</Table.Th>
                    <Table.Th>{t('columns.created')}</Table.Th>
                    <Table.Th>{t('columns.paid')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((order) => (
                    <Table.Tr key={order.id} data-testid="my-order-row">
                      <Table.Td ff="monospace">{order.number}</Table.Td>
                      <Table.Td>{planOf(order)}</Table.Td>
                      <Table.Td>{order.quantity}</Table.Td>
                      <Table.Td>{amountOf(order)}</Table.Td>
                      <Table.Td>
                        <OrderStatusBadge status={order.status} />
                      </Table.Td>
                      <Table.Td>{dayOf(order.createdAt)}</Table.Td>
                      <Table.Td>{dayOf(order.paidAt)}</Table.Td>
                      <Table.Td>
                        <InvoiceButton order={order} invoices={invoices} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
