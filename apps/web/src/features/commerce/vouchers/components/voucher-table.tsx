import { formatVoucherCode, type Voucher } from '@ds/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { validityOf } from '../model/voucher-text';
import { VoucherStatusBadge } from './voucher-status-badge';

/** The vouchers on a wide screen: one row each, its code opening it. */
export function VoucherTable({ vouchers, onOpen }: { vouchers: Voucher[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('commerce-vouchers');
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" data-testid="voucher-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.code')}</Table.Th>
            <Table.Th>{t('columns.beneficiary')}</Table.Th>
            <Table.Th ta="right">{t('columns.amount')}</Table.Th>
            <Table.Th ta="right">{t('columns.available')}</Table.Th>
            <Table.Th>{t('columns.validity')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vouchers.map((voucher) => (
            <Table.Tr key={voucher.id} data-testid="voucher-row">
              <Table.Td>
                <Anchor component="button" type="button" ff="monospace" fw={600} onClick={() => onOpen(voucher.id)}>
                  {formatVoucherCode(voucher.code)}
                </Anchor>
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {voucher.beneficiaryName || voucher.buyerName || '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {chf(voucher.amount)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                {chf(voucher.available)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{validityOf(voucher)}</Table.Td>
              <Table.Td>
                <VoucherStatusBadge status={voucher.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
