import { formatVoucherCode, type Voucher } from '@ds/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Figure } from '@/components/figure';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { validityOf } from '../model/voucher-text';
import { VoucherStatusBadge } from './voucher-status-badge';

/** The vouchers on a phone: one card each, every column of the table in it. */
export function VoucherCards({ vouchers, onOpen }: { vouchers: Voucher[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('commerce-vouchers');
  return (
    <Stack gap="xs" data-testid="voucher-cards">
      {vouchers.map((voucher) => (
        <Card key={voucher.id} withBorder padding="sm" data-testid="voucher-row">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text ff="monospace" fw={600}>
                {formatVoucherCode(voucher.code)}
              </Text>
              <VoucherStatusBadge status={voucher.status} />
            </Group>
            {(voucher.beneficiaryName || voucher.buyerName) && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {voucher.beneficiaryName || voucher.buyerName}
              </Text>
            )}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              <Figure label={t('columns.amount')}>{chf(voucher.amount)}</Figure>
              <Figure label={t('columns.available')}>{chf(voucher.available)}</Figure>
            </SimpleGrid>
            <Figure label={t('columns.validity')}>{validityOf(voucher)}</Figure>
            <Group justify="flex-end">
              <Button
                variant="light"
                size="xs"
                onClick={() => onOpen(voucher.id)}
                aria-label={t('openNamed', { code: formatVoucherCode(voucher.code) })}
              >
                {t('open')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
