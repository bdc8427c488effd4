import { ORDER_STATUSES, type SubscriptionOrder } from '@ds/domain';
import { Box, Button, Card, Group, Loader, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useAdminOrders } from '../api/orders-api';
import { InvoiceButton, useInvoiceDownload } from './invoice-button';
import { useOrderFormat } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import { usePaymentRecording } from './use-payment-recording';

type Status = (typeof ORDER_STATUSES)[number];
const ALL = 'all';

/**
 * The product administrator's orders (every client's, newest first), filtered by status; an
 * invoice's payment recorded after confirming issues the buyer's licences.
 */
export function AdminOrders() {
  const { t } = useTranslation('commerce-orders');
  const [status, setStatus] = useState<Status | null>(null);
  const orders = useAdminOrders(status);
  const payment = usePaymentRecording();
  const invoices = useInvoiceDownload();
  const { planOf, amountOf, dayOf } = useOrderFormat();
  const list = orders.data ?? [];

  const recordButton = (order: SubscriptionOrder) =>
    order.status === 'awaiting_payment' && (
      <Button
        size="xs"
        variant="light"
        color="green"
        leftSection={<IconCash size={16} />}
        loading={payment.busyId === order.id}
        onClick={() => payment.confirm(order)}
        aria-label={t('admin.recordNamed', { number: order.number })}
        data-testid="record-payment"
      >
        {t('admin.record')}
      </Button>
    );

  return (
    <Stack maw={1100} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('admin.title')}
      </Title>
      <Select
        label={t('admin.filter')}
        data-testid="order-status-filter"
        data={[ALL, ...ORDER_STATUSES].map((value) => ({
          value,
          label: value === ALL ? t('admin.all') : t(`statuses.${value}`),
        }))}
        value={status ?? ALL}
        onChange={(value) => setStatus(!value || value === ALL ? null : (value as Status))}
        allowDeselect={false}
        maw={280}
      />
      {orders.isPending && <Loader />}
      <ErrorAlert error={orders.error} />
      <ErrorAlert error={payment.error} />
      <ErrorAlert error={invoices.error} />
      {orders.data?.length === 0 && <Text c="dimmed">{t('admin.empty')}</Text>}
      {list.length > 0 && (
        <Stack gap="xs" hiddenFrom="sm">
          {list.map((order) => (
            <Card key={order.id} withBorder padding="sm" data-testid="admin-order-card">
              <Stack gap={4}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {order.number} · {planOf(order)}
                  </Text>
                  <OrderStatusBadge status={order.status} />
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {order.buyer.name} · {order.buyer.email}
                </Text>
                <Text size="sm">
                  {t('columns.quantity')}: {order.quantity} · {t('columns.licences')}: {order.licences} ·{' '}
                  {amountOf(order)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('columns.created')}: {dayOf(order.createdAt)} · {t('columns.paid')}: {dayOf(order.paidAt)}
                </Text>
                <Group>
                  <InvoiceButton order={order} invoices={invoices} />
                  {recordButton(order)}
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {list.length > 0 && (
        <Box visibleFrom="sm">
          <Table.ScrollContainer minWidth={1080}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.number')}</Table.Th>
                  <Table.Th>{t('columns.buyer')}</Table.Th>
                  <Table.Th>{t('columns.plan')}</Table.Th>
                  <Table.Th>{t('columns.quantity')}</Table.Th>
                  <Table.Th>{t('columns.licences')}</Table.Th>
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
                  <Table.Tr key={order.id} data-testid="admin-order-row">
                    <Table.Td ff="monospace">{order.number}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{order.buyer.name}</Text>
                      <Text size="xs" c="dimmed">
                        {order.buyer.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{planOf(order)}</Table.Td>
                    <Table.Td>{order.quantity}</Table.Td>
                    <Table.Td>{order.licences}</Table.Td>
                    <Table.Td>{amountOf(order)}</Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={order.status} />
                    </Table.Td>
                    <Table.Td>{dayOf(order.createdAt)}</Table.Td>
                    <Table.Td>{dayOf(order.paidAt)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <InvoiceButton order={order} invoices={invoices} />
                        {recordButton(order)}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Box>
      )}
    </Stack>
  );
}
