import type { VoucherStatus } from '@ds/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<VoucherStatus, string> = {
  usable: 'teal',
  notYetValid: 'blue',
  expired: 'orange',
  exhausted: 'gray',
  disabled: 'red',
};

/** What a voucher is good for today: usable, not yet valid, expired, used up or disabled. */
export function VoucherStatusBadge({ status }: { status: VoucherStatus }) {
  const { t } = useTranslation('commerce-vouchers');
  return (
    <Badge
      color={COLOURS[status]}
      variant={status === 'disabled' ? 'filled' : 'light'}
      size="sm"
      data-testid="voucher-status"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
