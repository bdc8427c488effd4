import { formatMobile, type MyMonitor } from '@ds/domain';
import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useMyMonitors } from '../api/link-requests-api';

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
            <Anchor href={`tel:${monitor.mobile}`}>{formatMobile(monitor.mobile)}</Anchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** /account/mymonitor: the student's monitors and how to reach them. */
export function MyMonitorPage() {
  const { t } = useTranslation('requests');
  const monitors = useMyMonitors();
  return (
    <Stack maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('pages:titles.myMonitor')}
      </Title>
      <ErrorAlert error={monitors.error} />
      {monitors.isPending && <Loader />}
      {monitors.data?.length === 0 && <Text c="dimmed">{t('myMonitor.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {monitors.data?.map((monitor) => (
          <MonitorCard key={monitor.id} monitor={monitor} />
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to="/students/requests" variant="light" leftSection={<IconUserSearch size={16} />}>
          {t('myMonitor.find')}
        </Button>
      </Group>
    </Stack>
  );
}
