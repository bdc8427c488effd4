import type { CommunicationLogEntry } from '@ds/domain';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { entryMoment, isResendable } from '../model/log-entry-view';
import { LogChannel } from './log-channel';
import { LogContent } from './log-content';
import { LogRecipient } from './log-recipient';
import { LogStatus } from './log-status';
import { LogStatusExplanation } from './log-status-explanation';
import { ResendButton } from './resend-button';

/** The log on a phone: one card a message, every column of the table in it. */
export function LogCards({ entries }: { entries: CommunicationLogEntry[] }) {
  const { t } = useTranslation('communications-logs');
  return (
    <Stack gap="xs" data-testid="log-cards">
      {entries.map((entry) => (
        <Card key={entry.id} withBorder padding="sm" data-testid="log-entry" data-channel={entry.channel}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <LogChannel channel={entry.channel} />
                <Text size="xs" c="dimmed">
                  {entryMoment(entry)}
                </Text>
              </Stack>
              <LogStatus status={entry.status} />
            </Group>
            <LogStatusExplanation entry={entry} />
            <LogRecipient entry={entry} />
            <LogContent entry={entry} />
            <Group justify="space-between" align="center" gap="xs">
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('sender.from', { sender: entry.sender ?? t('sender.application') })}
              </Text>
              {isResendable(entry.status) && <ResendButton entry={entry} />}
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
