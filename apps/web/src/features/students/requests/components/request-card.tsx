import { formatSwissDate, type LinkRequest } from '@ds/domain';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnswerButtons } from './answer-buttons';
import { RequestStateBadge } from './request-state-badge';

interface Props {
  request: LinkRequest;
  /** Who is on the other side, as the reader names him. */
  title: string;
  /** The name the refusal confirmation speaks of. */
  counterpart: string;
  detail?: string;
}

/** One request: the other side, when it was sent and answered, its state, and the answer buttons when awaited. */
export function RequestCard({ request, title, counterpart, detail }: Props) {
  const { t } = useTranslation('students-requests');
  const sent = t('sentOn', { date: formatSwissDate(new Date(request.createdAt)) });
  const answered = request.answeredAt
    ? ` · ${t('answeredOn', { date: formatSwissDate(new Date(request.answeredAt)) })}`
    : '';
  return (
    <Card withBorder padding="sm" data-testid="link-request" data-state={request.state}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {detail && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {detail}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {sent}
              {answered}
            </Text>
          </Stack>
          <RequestStateBadge state={request.state} />
        </Group>
        {request.awaitingMe && <AnswerButtons request={request} name={counterpart} />}
      </Stack>
    </Card>
  );
}
