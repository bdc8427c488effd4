import { formatSwissDate, type Purchase } from '@ds/domain';
import { Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { useMyPurchases } from '../../checkout/api/checkout-api';
import { InvoiceButton, useInvoiceDownload } from '../../orders/components/invoice-button';
import { OrderStatusBadge } from '../../orders/components/order-status-badge';

const purchaseInvoice = (purchase: { id: string }) => `/account/purchases/${purchase.id}/invoice.pdf`;

/** What I bought in the shop, newest first: number, day, article, total, status and its invoice or receipt. */
export function MyPurchases() {
  const { t } = useTranslation('commerce-sales');
  const purchases = useMyPurchases();
  const invoices = useInvoiceDownload(purchaseInvoice);
  return (
    <Stack gap="xs">
      {purchases.isPending && <Loader />}
      <ErrorAlert error={purchases.error ?? invoices.error} />
      {purchases.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('purchases.empty')}
        </Text>
      )}
      {purchases.data?.map((purchase: Purchase) => (
        <Card key={purchase.id} withBorder padding="sm" data-testid="purchase-row">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {purchase.quantity} × {purchase.article.label}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {purchase.number} · {formatSwissDate(new Date(purchase.createdAt))} · {purchase.seller}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Text fw={700}>{chf(purchase.total)}</Text>
              <OrderStatusBadge status={purchase.status} />
            </Stack>
          </Group>
          {purchase.invoice && (
            <Group justify="flex-end" mt={4}>
              <InvoiceButton order={purchase} invoices={invoices} />
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
