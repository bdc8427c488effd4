import type { LinkRequest } from '@ds/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useAnswerRequest } from '../api/link-requests-api';

/** Accept, or refuse after confirming: what the awaited side of a request may do. */
export function AnswerButtons({ request, name }: { request: LinkRequest; name: string }) {
  const { t } = useTranslation('students-requests');
  const answer = useAnswerRequest();
  const send = (accept: boolean) =>
    answer.mutate(
      { id: request.id, accept },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t(accept ? 'acceptedNotice' : 'refusedNotice') }),
      },
    );
  const confirmRefuse = () =>
    modals.openConfirmModal({
      title: t('refuseTitle'),
      children: <Text size="sm">{t('refuseText', { name })}</Text>,
      labels: { confirm: t('refuse'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => send(false),
    });

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button size="xs" leftSection={<IconCheck size={14} />} loading={answer.isPending} onClick={() => send(true)}>
          {t('accept')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconX size={14} />}
          disabled={answer.isPending}
          onClick={confirmRefuse}
        >
          {t('refuse')}
        </Button>
      </Group>
      <ErrorAlert error={answer.error} />
    </Stack>
  );
}
