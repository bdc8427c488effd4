import type { JobQueueCounts } from '@ds/domain';
import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Figure } from '@/components/figure';
import { QueueName } from './queue-name';

const STATES = ['queued', 'scheduled', 'running', 'retrying', 'givenUp'] as const;

/** Every queue's jobs by state: a table on a wide screen, a card per queue on a phone. */
export function QueueCounts({ queues, phone }: { queues: JobQueueCounts[]; phone: boolean }) {
  const { t } = useTranslation('administration-jobs');
  // Given-up jobs wait for a person: the figure stands out when there are some.
  const alarming = (queue: JobQueueCounts, state: (typeof STATES)[number]) => state === 'givenUp' && queue.givenUp > 0;
  if (phone) {
    return (
      <Stack gap="xs" data-testid="queue-cards">
        {queues.map((queue) => (
          <Card key={queue.queue} withBorder padding="sm" data-testid="queue-row">
            <Stack gap="xs">
              <QueueName queue={queue.queue} />
              <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs">
                {STATES.map((state) => (
                  <Figure key={state} label={t(`columns.${state}`)}>
                    <Text span inherit c={alarming(queue, state) ? 'red.8' : undefined}>
                      {queue[state]}
                    </Text>
                  </Figure>
                ))}
              </SimpleGrid>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" data-testid="queue-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.queue')}</Table.Th>
            {STATES.map((state) => (
              <Table.Th key={state} ta="right">
                {t(`columns.${state}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queues.map((queue) => (
            <Table.Tr key={queue.queue} data-testid="queue-row">
              <Table.Td>
                <QueueName queue={queue.queue} />
              </Table.Td>
              {STATES.map((state) => (
                <Table.Td
                  key={state}
                  ta="right"
                  c={alarming(queue, state) ? 'red.8' : undefined}
                  fw={alarming(queue, state) ? 600 : undefined}
                >
                  {queue[state]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
