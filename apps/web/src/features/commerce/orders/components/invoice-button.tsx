import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download-file';

/** An order whose invoice can be downloaded: a subscription order, or a purchase in the shop. */
interface InvoicedOrder {
  id: string;
  number: string;
}

const subscriptionInvoice = (order: InvoicedOrder) => `/subscription-orders/${order.id}/invoice.pdf`;

/**
 * Downloads orders' invoices (a PDF with its QR-bill) from `pathOf` (a subscription order's by
 * default); the one being fetched and the last failure, for an ErrorAlert.
 */
export function useInvoiceDownload(pathOf: (order: InvoicedOrder) => string = subscriptionInvoice) {
  const { t } = useTranslation('commerce-orders');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const download = async (order: InvoicedOrder) => {
    setBusyId(order.id);
    setError(null);
    try {
      await downloadFile(pathOf(order), t('invoice.file', { number: order.number }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId, error };
}

/** "Invoice (PDF)" of one order. */
export function InvoiceButton({
  order,
  invoices,
}: {
  order: InvoicedOrder;
  invoices: ReturnType<typeof useInvoiceDownload>;
}) {
  const { t } = useTranslation('commerce-orders');
  return (
    <Button
      size="xs"
      variant="subtle"
      leftSection={<IconFileInvoice size={16} />}
      loading={invoices.busyId === order.id}
      onClick={() => invoices.download(order)}
      aria-label={t('invoice.named', { number: order.number })}
      data-testid="order-invoice"
    >
      {t('invoice.label')}
    </Button>
  );
}
