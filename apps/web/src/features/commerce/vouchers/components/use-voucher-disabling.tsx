import { formatVoucherCode, type Voucher } from '@ds/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { useDisableVoucher } from '../api/vouchers-api';

/** Disabling a voucher is final (spec §4): confirmed first, saying so and what is written off. */
export function useVoucherDisabling() {
  const { t } = useTranslation('commerce-vouchers');
  const mutation = useDisableVoucher();

  // A failure shows through `error` (an ErrorAlert of the caller), so the promise never rejects.
  const disable = (voucher: Voucher) =>
    modals.openConfirmModal({
      title: t('disable.title'),
      children: (
        <Text size="sm">
          {t('disable.text', { code: formatVoucherCode(voucher.code), available: chf(voucher.available) })}
        </Text>
      ),
      labels: { confirm: t('disable.confirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        mutation.mutateAsync(voucher.id).then(
          () => notifications.show({ color: 'green', message: t('disable.done') }),
          () => undefined,
        ),
    });

  return { disable, busy: mutation.isPending, error: mutation.error };
}
