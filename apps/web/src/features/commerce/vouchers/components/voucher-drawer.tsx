import { formatVoucherCode, type VoucherDetail } from '@ds/domain';
import { Button, Divider, Drawer, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBan, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { Figure } from '@/components/figure';
import { formatDate } from '@/lib/format';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { useVoucher } from '../api/vouchers-api';
import { validityOf } from '../model/voucher-text';
import { useVoucherDisabling } from './use-voucher-disabling';
import { VoucherCorrectionForm } from './voucher-correction-form';
import { VoucherMovements } from './voucher-movements';
import { VoucherPrint } from './voucher-print';
import { VoucherStatusBadge } from './voucher-status-badge';

/** One voucher opened beside the list: its figures, printing, corrections, disabling and every movement. */
export function VoucherDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('commerce-vouchers');
  const phone = useMediaQuery('(max-width: 48em)');
  const voucher = useVoucher(id);
  const detail = voucher.data;

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={detail ? t('detail.title', { code: formatVoucherCode(detail.code) }) : t('detail.loading')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {voucher.isPending && <Loader />}
      <ErrorAlert error={voucher.error} />
      {detail && <VoucherDetailView key={detail.id} voucher={detail} />}
    </Drawer>
  );
}

function VoucherDetailView({ voucher }: { voucher: VoucherDetail }) {
  const { t } = useTranslation('commerce-vouchers');
  const disabling = useVoucherDisabling();
  const active = voucher.state === 'active';
  return (
    <Stack gap="md" data-testid="voucher-detail">
      <Group justify="space-between" gap="xs">
        <VoucherStatusBadge status={voucher.status} />
        <Text size="xs" c="dimmed">
          {t(`sources.${voucher.source}`, { date: formatDate(new Date(voucher.createdAt)) })}
        </Text>
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        <Figure label={t('columns.amount')}>{chf(voucher.amount)}</Figure>
        <Figure label={t('columns.available')}>
          <span data-testid="voucher-available">{chf(voucher.available)}</span>
        </Figure>
        <Figure label={t('columns.validity')}>{validityOf(voucher)}</Figure>
        <Figure label={t('fields.seller')}>{voucher.seller.name}</Figure>
        {voucher.buyerName && <Figure label={t('fields.buyerName')}>{voucher.buyerName}</Figure>}
        {voucher.beneficiaryName && <Figure label={t('fields.beneficiaryName')}>{voucher.beneficiaryName}</Figure>}
      </SimpleGrid>
      <Group gap="xs">
        <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('print.button')}
        </Button>
        {active && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconBan size={16} />}
            loading={disabling.busy}
            onClick={() => disabling.disable(voucher)}
          >
            {t('disable.button')}
          </Button>
        )}
      </Group>
      <ErrorAlert error={disabling.error} />
      {active && (
        <>
          <Divider />
          <VoucherCorrectionForm voucherId={voucher.id} />
        </>
      )}
      <Divider />
      <VoucherMovements movements={voucher.movements} />
      <VoucherPrint voucher={voucher} />
    </Stack>
  );
}
