import { formatPhone, type LinkRequest, type MyMonitor } from '@ds/domain';
import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useLinkRequests, useMyMonitors } from '../api/link-requests-api';
import { StudentRequestCard } from '../components/student-request-card';

function MonitorCard({ monitor }: { monitor: MyMonitor }) {
  return (
    <Card withBorder padding="md" data-testid="my-monitor">
      <Stack gap={6}>
        <Text fw={600}>
          {monitor.firstname} {monitor.name}
        </Text>
        {monitor.school && (
          <Text size="sm" c="dimmed">
            {monitor.school}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap">
          <IconMail size={16} style={{ flexShrink: 0 }} />
          <Anchor href={`mailto:${monitor.email}`} style={{ overflowWrap: 'anywhere' }}>
            {monitor.email}
          </Anchor>
        </Group>
        {monitor.mobile && (
          <Group gap="xs" wrap="nowrap">
            <IconPhone size={16} style={{ flexShrink: 0 }} />
            <Anchor href={`tel:${monitor.mobile}`}>{formatPhone(monitor.mobile)}</Anchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Requests still open: those the student sent, and invitations he may answer here. */
function PendingRequests({ requests }: { requests: LinkRequest[] }) {
  const { t } = useTranslation('students-requests');
  return (
    <Stack gap="xs" data-testid="pending-requests">
      <Title order={2} size="h4">
        {t('myMonitor.pendingTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('myMonitor.pendingHint')}
      </Text>
      {requests.map((request) => (
        <StudentRequestCard key={request.id} request={request} />
      ))}
    </Stack>
  );
}

/** /account/mymonitor: the student's monitors and how to reach them, and the requests still open. */
export function MyMonitorPage() {
  const { t } = useTranslation('students-requests');
  const monitors = useMyMonitors();
  const requests = useLinkRequests();
  const pending = requests.data?.filter((request) => request.state === 'sent') ?? [];
  return (
    <Stack maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('pages:titles.myMonitor')}
      </Title>
      <ErrorAlert error={monitors.error ?? requests.error} />
      {(monitors.isPending || requests.isPending) && <Loader />}
      {monitors.data?.length === 0 && requests.data && pending.length === 0 && (
        <Text c="dimmed">{t('myMonitor.empty')}</Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {monitors.data?.map((monitor) => (
          <MonitorCard key={monitor.id} monitor={monitor} />
        ))}
      </SimpleGrid>
      {pending.length > 0 && <PendingRequests requests={pending} />}
      <Group>
        <Button component={Link} to="/students/requests" variant="light" leftSection={<IconUserSearch size={16} />}>
          {t('myMonitor.find')}
        </Button>
      </Group>
    </Stack>
  );
}
