import { primaryRole } from '@ds/domain';
import { Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { usePermissions } from '@/lib/permissions';
import { useLinkRequests } from '../api/link-requests-api';
import { MonitorRequests } from '../components/monitor-requests';
import { StudentRequests } from '../components/student-requests';

/** /students/requests: connection requests, as the student or as the monitor sees them. */
export function RequestsPage() {
  const { t } = useTranslation('pages');
  const { me } = usePermissions();
  const role = primaryRole(me ? { roles: me.roles.map((entry) => entry.name) } : null);
  const requests = useLinkRequests();

  return (
    <Stack maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('titles.studentRequests')}
      </Title>
      <ErrorAlert error={requests.error} />
      {requests.isPending ? (
        <Loader />
      ) : role === 'user' ? (
        <StudentRequests requests={requests.data ?? []} />
      ) : (
        <MonitorRequests requests={requests.data ?? []} canInvite={role === 'monitor'} />
      )}
    </Stack>
  );
}
