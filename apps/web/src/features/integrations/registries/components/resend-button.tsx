import { type RegistrySubmission, registrySubmissionResendable } from '@ds/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResendSubmission } from '../api/registries-api';

/** "Send again" under a refused or given-up sending; its error is the caller's to show. */
export function ResendButton({
  submission,
  label,
  onError,
}: {
  submission: RegistrySubmission;
  /** Whose sending it is, for the button's accessible name. */
  label: string;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('integrations-registries');
  const resend = useResendSubmission();
  if (!registrySubmissionResendable(submission.status)) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={resend.isPending}
      aria-label={`${t('actions.resend')}: ${label}`}
      data-testid="submission-resend"
      onClick={() => resend.mutate(submission.id, { onError })}
    >
      {t('actions.resend')}
    </Button>
  );
}
