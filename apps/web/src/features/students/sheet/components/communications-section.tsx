import { type Communication, STUDENT_COMMUNICATIONS_SHOWN } from '@ds/domain';
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCommunications } from '../api/sections-api';
import { formatMoment } from '../model/moment';
import { SectionList } from './section-list';

/** Trouble shows in red, what is still to go in grey. */
const STATUS_COLOURS: Partial<Record<Communication['status'], string>> = {
  delivered: 'teal',
  sent: 'teal',
  failed: 'red',
  refused: 'red',
  unknown: 'orange',
};

/** The last 50 e-mails and SMS sent to the student (spec §9); each opens on its content. */
export function CommunicationsSection({ studentId }: { studentId: string }) {
  const { t } = useTranslation('students-sheet');
  const communications = useCommunications(studentId);
  return (
    <SectionList
      loading={communications.isPending}
      error={communications.error}
      empty={communications.data?.length === 0}
      emptyText={t('communications.empty')}
    >
      {communications.data && communications.data.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('communications.lastOnly', { count: STUDENT_COMMUNICATIONS_SHOWN })}
        </Text>
      )}
      <Accordion variant="contained" multiple>
        {communications.data?.map((message) => (
          <Accordion.Item key={message.id} value={message.id} data-testid="student-communication">
            <Accordion.Control>
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <Badge size="sm" variant="light" color={message.channel === 'sms' ? 'grape' : 'blue'}>
                    {t(`communications.channels.${message.channel}`)}
                  </Badge>
                  <Badge size="sm" variant="outline" color={STATUS_COLOURS[message.status] ?? 'gray'}>
                    {t(`communications.statuses.${message.status}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatMoment(message.at)}
                  </Text>
                </Group>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {message.subject ?? message.body.slice(0, 80)}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('communications.to', { recipient: message.recipient })}
                </Text>
              </Stack>
            </Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {message.body}
              </Text>
              <Text size="xs" c="dimmed" mt="xs">
                {t('communications.sender', { sender: message.sender ?? t('communications.system') })}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </SectionList>
  );
}
