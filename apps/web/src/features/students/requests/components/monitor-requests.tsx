import type { LinkRequest } from '@ds/domain';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InviteForm } from './invite-form';
import { RequestCard } from './request-card';

function RequestSection({ title, empty, requests }: { title: string; empty: string; requests: LinkRequest[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {requests.length === 0 && <Text c="dimmed">{empty}</Text>}
      {requests.map((request) => {
        const name = `${request.student.firstname} ${request.student.name}`;
        return (
          <RequestCard
            key={request.id}
            request={request}
            title={name}
            counterpart={name}
            detail={request.student.email}
          />
        );
      })}
    </Stack>
  );
}

/** A monitor's side: students' requests to answer, the invitations he sent, and a new invitation. */
export function MonitorRequests({ requests, canInvite }: { requests: LinkRequest[]; canInvite: boolean }) {
  const { t } = useTranslation('students-requests');
  return (
    <Stack gap="lg">
      <RequestSection
        title={t('monitor.incoming')}
        empty={t('monitor.incomingEmpty')}
        requests={requests.filter((request) => request.direction === 'fromStudent')}
      />
      <RequestSection
        title={t('monitor.invitations')}
        empty={t('monitor.invitationsEmpty')}
        requests={requests.filter((request) => request.direction === 'fromMonitor')}
      />
      {canInvite && (
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            {t('invite.title')}
          </Title>
          <InviteForm />
        </Card>
      )}
    </Stack>
  );
}
