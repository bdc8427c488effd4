import { type Plan, translatedText } from '@ds/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/lib/current-language';
import { useSetPlanDisabled } from '../api/plans-api';

/** Withdrawing a plan replaces deleting it (its licences remain); both ways are confirmed first. */
export function usePlanWithdrawal() {
  const { t } = useTranslation('commerce-plans');
  const language = useCurrentLanguage();
  const mutation = useSetPlanDisabled();

  const setDisabled = async (plan: Plan, disabled: boolean) => {
    await mutation.mutateAsync({ id: plan.id, disabled });
    notifications.show({ color: 'green', message: t(disabled ? 'withdraw.done' : 'offer.done') });
  };

  // A failure shows through `error` (an ErrorAlert of the caller), so the promises never reject.
  const toggle = (plan: Plan) => {
    const part = plan.disabled ? 'offer' : 'withdraw';
    modals.openConfirmModal({
      title: t(`${part}.title`),
      children: <Text size="sm">{t(`${part}.text`, { name: translatedText(plan, 'name', language) })}</Text>,
      labels: { confirm: t(`${part}.confirm`), cancel: t('actions.cancel') },
      confirmProps: { color: plan.disabled ? 'teal' : 'red' },
      onConfirm: () => setDisabled(plan, !plan.disabled).catch(() => undefined),
    });
  };

  return { toggle, busyId: mutation.isPending ? mutation.variables?.id : undefined, error: mutation.error };
}
