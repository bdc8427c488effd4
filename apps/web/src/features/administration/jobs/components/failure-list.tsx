import type { JobFailure } from '@ds/domain';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { swissMoment } from '@/lib/format';
import { QueueName } from './queue-name';

/**
 * The latest failed tries, the newest first: when, how many tries, what went wrong (the server
 * strips addresses, numbers and keys); a given-up job may be sent back to its queue.
 */
export function FailureList({
  failures,
  onRetry,
  retrying,
}: {
  failures: JobFailure[];
  onRetry: (failure: JobFailure) => void;
  /** The job being sent back now. */
  retrying: string | null;
}) {
  const { t } = useTranslation('administration-jobs');
  if (failures.length === 0) {
    return (
      <Text c="dimmed" data-testid="failures-empty">
        {t('failuresEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {failures.map((failure) => {
        const when = swissMoment(failure.failedAt);
        const queue = t(`queues.${failure.queue}`, { defaultValue: failure.queue });
        return (
          <Card key={failure.id} component="li" withBorder padding="sm" data-testid="failure-row">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs">
                <QueueName queue={failure.queue} />
                <Badge color={failure.state === 'givenUp' ? 'red' : 'yellow'} variant="light">
                  {t(`states.${failure.state}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {when} · {t('attempts', { count: failure.attempts })}
              </Text>
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {failure.error ?? t('noMessage')}
              </Text>
              {failure.state === 'givenUp' && (
                <Group justify="flex-end">
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconArrowBackUp size={16} aria-hidden />}
                    loading={retrying === failure.id}
                    onClick={() => onRetry(failure)}
                    aria-label={t('retryNamed', { queue, time: when })}
                  >
                    {t('retry')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
