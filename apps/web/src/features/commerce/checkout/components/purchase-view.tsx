import { type Purchase, toCentimes } from '@ds/domain';
import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleX, IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { downloadFile } from '@/lib/download-file';
import { swissDayAndTime } from '@/lib/format';
import { formatChf } from '@/lib/format-chf';
import { ArticleLogo } from '../../articles/components/article-logo';
import { PurchaseDelivery } from './purchase-delivery';

const STATUS_COLORS = { awaiting_payment: 'yellow', paid: 'green', cancelled: 'gray' } as const;
const chf = (amount: number) => formatChf(toCentimes(amount));

function Amount({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/** The invoice (awaiting payment) or receipt (paid) PDF of a purchase, by its private token. */
function InvoiceDownload({ purchase, token }: { purchase: Purchase; token: string }) {
  const { t } = useTranslation('commerce-checkout');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const kind = purchase.status === 'paid' ? 'receipt' : 'invoice';
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(
        `/purchases/${encodeURIComponent(token)}/invoice.pdf`,
        t(`purchase.${kind}File`, { number: purchase.number }),
      );
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="light"
          leftSection={<IconFileInvoice size={16} aria-hidden />}
          loading={busy}
          onClick={() => void download()}
          data-testid="purchase-invoice"
        >
          {t(`purchase.${kind}`)}
        </Button>
      </Group>
      <ErrorAlert error={error} />
    </Stack>
  );
}

/**
 * A purchase as its buyer sees it: the article, its number and amounts, where it stands, and once
 * paid what it delivered; awaiting an invoice's payment, the invoice to pay.
 */
export function PurchaseView({ purchase, token }: { purchase: Purchase; token: string }) {
  const { t } = useTranslation('commerce-checkout');
  const awaitingCard = purchase.status === 'awaiting_payment' && purchase.paymentMode === 'card';
  return (
    <Stack gap="md" data-testid="purchase" data-status={purchase.status}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ArticleLogo
          url={purchase.article.logo?.thumbnailUrl ?? purchase.article.logo?.url}
          alt={t('purchase.logoAlt', { name: purchase.article.label })}
          size={72}
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="purchase-article">
            {purchase.article.label}
          </Text>
          <Text size="sm" c="dimmed">
            {t('purchase.numberAndDate', {
              number: purchase.number,
              date: swissDayAndTime(new Date(purchase.createdAt)).day,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('purchase.seller', { name: purchase.seller })}
          </Text>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[purchase.status]} variant="light" data-testid="purchase-status">
              {t(`status.${purchase.status}`)}
            </Badge>
            <Badge color="gray" variant="outline">
              {t(`paymentModes.${purchase.paymentMode}`)}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <Stack gap={4} data-testid="purchase-amounts">
        <Amount label={t('purchase.quantity')} amount={String(purchase.quantity)} />
        <Amount label={t('purchase.total')} amount={chf(purchase.total)} />
        {purchase.voucher > 0 && <Amount label={t('total.voucher')} amount={`− ${chf(purchase.voucher)}`} />}
        <Amount label={t('total.due')} amount={chf(purchase.due)} strong />
      </Stack>
      {awaitingCard && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('purchase.awaitingCard')}</Text>
        </Group>
      )}
      {purchase.status === 'awaiting_payment' && !awaitingCard && (
        <Alert color="yellow" title={t('purchase.awaitingInvoiceTitle')} data-testid="purchase-awaiting-invoice">
          {t('purchase.awaitingInvoice')}
        </Alert>
      )}
      {purchase.status === 'cancelled' && (
        <Alert color="gray" icon={<IconCircleX size={18} />} title={t('purchase.cancelledTitle')}>
          {t('purchase.cancelled')}
        </Alert>
      )}
      {purchase.invoice && <InvoiceDownload purchase={purchase} token={token} />}
      {purchase.status === 'paid' && purchase.delivery && <PurchaseDelivery delivery={purchase.delivery} />}
    </Stack>
  );
}
