import type { CommunicationLogEntry } from '@ds/domain';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { entryMoment, isResendable } from '../model/log-entry-view';
import { LogChannel } from './log-channel';
import { LogContent } from './log-content';
import { LogRecipient } from './log-recipient';
import { LogStatus } from './log-status';
import { LogStatusExplanation } from './log-status-explanation';
import { ResendButton } from './resend-button';

/** The log on a wide screen: one row a message (spec §3: date, type, recipient, content, sender). */
export function LogTable({ entries }: { entries: CommunicationLogEntry[] }) {
  const { t } = useTranslation('communications-logs');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" data-testid="log-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th>{t('columns.recipient')}</Table.Th>
            <Table.Th>{t('columns.content')}</Table.Th>
            <Table.Th>{t('columns.sender')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="log-entry" data-channel={entry.channel}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{entryMoment(entry)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <LogChannel channel={entry.channel} />
              </Table.Td>
              <Table.Td miw={200} maw={260}>
                <LogRecipient entry={entry} />
              </Table.Td>
              <Table.Td maw={360}>
                <LogContent entry={entry} />
              </Table.Td>
              <Table.Td miw={120} maw={180}>
                <Text size="sm">{entry.sender ?? t('sender.application')}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <LogStatus status={entry.status} />
                  <LogStatusExplanation entry={entry} />
                </Stack>
              </Table.Td>
              <Table.Td>{isResendable(entry.status) && <ResendButton entry={entry} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
