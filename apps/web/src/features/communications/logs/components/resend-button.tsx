import type { CommunicationLogEntry } from '@ds/domain';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateApiError } from '@/lib/api-errors';
import { useResend } from '../api/communication-logs-api';

/**
 * Sends a failed, refused or unknown message again. An unknown one may have arrived: the user
 * is asked to check with the recipient first.
 */
export function ResendButton({ entry }: { entry: CommunicationLogEntry }) {
  const { t } = useTranslation('communications-logs');
  const resend = useResend();
  const send = () =>
    resend.mutate(entry.id, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: t('resend.done', { recipient: entry.recipient }) }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: error instanceof ApiError ? translateApiError(error, t) : t('errors:codes.internal'),
        }),
    });
  const onClick = () => {
    if (entry.status !== 'unknown') return send();
    modals.openConfirmModal({
      title: t('resend.confirmTitle'),
      children: <Text size="sm">{t('resend.confirmMessage', { recipient: entry.recipient })}</Text>,
      labels: { confirm: t('resend.confirm'), cancel: t('resend.cancel') },
      closeButtonProps: { 'aria-label': t('close') },
      onConfirm: send,
    });
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconSend size={14} aria-hidden />}
      loading={resend.isPending}
      onClick={onClick}
      aria-label={t('resend.labelFor', { recipient: entry.recipient })}
    >
      {t('resend.button')}
    </Button>
  );
}
