import type { JobFailure } from '@ds/domain';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { swissMoment } from '@/lib/format';
import { useJobsStatus, useRetryJob } from '../api/jobs-api';
import { FailureList } from '../components/failure-list';
import { QueueCounts } from '../components/queue-counts';

/**
 * /admin/jobs: the product administrator's view of the background jobs of every server process —
 * each queue's jobs by state, the latest failures, and sending a given-up job back for one more try.
 */
export function ManageJobsPage() {
  const { t } = useTranslation(['administration-jobs', 'pages']);
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const status = useJobsStatus();
  const retry = useRetryJob();

  const sendBack = (failure: JobFailure) =>
    retry.mutate(failure.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('retried') }),
    });

  return (
    <Stack maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h2">
          {t('pages:titles.adminJobs')}
        </Title>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={status.isFetching}
          onClick={() => void status.refetch()}
        >
          {t('refresh')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <ErrorAlert error={status.error} />
      <ErrorAlert error={retry.error} />
      {status.isPending && <Loader />}
      {status.data && (
        <>
          <Text size="xs" c="dimmed" data-testid="jobs-read-at">
            {t('readAt', { time: swissMoment(new Date(status.dataUpdatedAt)) })}
          </Text>
          <Stack component="section" gap="xs" aria-labelledby="jobs-queues">
            <Title order={2} size="h4" id="jobs-queues">
              {t('queuesTitle')}
            </Title>
            <QueueCounts queues={status.data.queues} phone={phone} />
          </Stack>
          <Stack component="section" gap="xs" aria-labelledby="jobs-failures">
            <Title order={2} size="h4" id="jobs-failures">
              {t('failuresTitle')}
            </Title>
            <FailureList
              failures={status.data.failures}
              onRetry={sendBack}
              retrying={retry.isPending ? (retry.variables ?? null) : null}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
