import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A queue as people name it, and its technical name (the one the logs and metrics show) below. */
export function QueueName({ queue }: { queue: string }) {
  const { t } = useTranslation('administration-jobs');
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {t(`queues.${queue}`, { defaultValue: queue })}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {queue}
      </Text>
    </Stack>
  );
}
