import type { LinkRequest, LinkRequestState } from '@ds/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MonitorSearch } from './monitor-search';
import { StudentRequestCard } from './student-request-card';

/** The list holds open requests first, then the newest: the first one per monitor says where he stands. */
function latestStateByMonitor(requests: LinkRequest[]): Map<string, LinkRequestState> {
  const states = new Map<string, LinkRequestState>();
  for (const request of requests) if (!states.has(request.monitor.id)) states.set(request.monitor.id, request.state);
  return states;
}

/** A student's side: find a monitor and ask him; his requests and the invitations he received. */
export function StudentRequests({ requests }: { requests: LinkRequest[] }) {
  const { t } = useTranslation('students-requests');
  return (
    <Stack gap="lg">
      <MonitorSearch requestStates={latestStateByMonitor(requests)} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('student.title')}
        </Title>
        {requests.length === 0 && <Text c="dimmed">{t('student.empty')}</Text>}
        {requests.map((request) => (
          <StudentRequestCard key={request.id} request={request} />
        ))}
      </Stack>
    </Stack>
  );
}
