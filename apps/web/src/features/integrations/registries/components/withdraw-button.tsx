import { type RegistrySubmission, registrySubmissionWithdrawable } from '@ds/domain';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useWithdrawSubmission } from '../api/registries-api';

/**
 * "Withdraw from SARI" beside a student registered at SARI (he cancels, he is ill…), once
 * confirmed; SARI's answer follows in the row's state. Its error is the caller's to show.
 */
export function WithdrawButton({
  submission,
  label,
  who,
  onError,
}: {
  submission: RegistrySubmission;
  /** Whose registration it is, for the button's accessible name. */
  label: string;
  /** The student as the confirmation names him. */
  who: string;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('integrations-registries');
  const withdraw = useWithdrawSubmission();
  if (!registrySubmissionWithdrawable(submission)) return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: t('withdraw.title'),
      children: (
        <Text size="sm">
          {t('withdraw.text', { who, course: submission.courseLabel ?? submission.externalCourseId ?? '' })}
        </Text>
      ),
      labels: { confirm: t('withdraw.confirm'), cancel: t('withdraw.cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('withdraw.close') },
      onConfirm: () => withdraw.mutate(submission.id, { onError }),
    });
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      loading={withdraw.isPending}
      aria-label={`${t('withdraw.action')}: ${label}`}
      data-testid="submission-withdraw"
      onClick={confirm}
    >
      {t('withdraw.action')}
    </Button>
  );
}
