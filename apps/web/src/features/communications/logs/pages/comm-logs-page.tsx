import { COMMUNICATION_LOG_PAGE_SIZE } from '@ds/domain';
import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { ListPagination } from '@/components/list-pagination';
import { useCommunicationLogs } from '../api/communication-logs-api';
import { LogCards } from '../components/log-cards';
import { LogFilters } from '../components/log-filters';
import { LogTable } from '../components/log-table';
import { useLogParams } from '../model/use-log-params';

/**
 * /comm-logs: every e-mail and SMS sent to students (spec §3 Communication log), newest first,
 * filtered, searched and paged by the server; a table on a wide screen, cards on a phone.
 */
export function CommLogsPage() {
  const { t } = useTranslation(['communications-logs', 'pages']);
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [query, setQuery] = useLogParams();
  const logs = useCommunicationLogs(query);
  const entries = logs.data?.data ?? [];
  const total = logs.data?.page.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / COMMUNICATION_LOG_PAGE_SIZE));
  const filtered = Boolean(query.channel || query.status || query.q);

  return (
    <Stack maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h2">
          {t('pages:titles.commLogs')}
        </Title>
        <Anchor component={Link} to="/comm-settings" size="sm">
          {t('settingsLink')}
        </Anchor>
      </Group>
      <LogFilters query={query} onChange={setQuery} />
      <ErrorAlert error={logs.error} />
      {logs.isPending && <Loader />}
      {logs.isSuccess && total === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="logs-empty">
          {t(filtered ? 'emptyFiltered' : 'empty')}
        </Text>
      )}
      {entries.length > 0 && (phone ? <LogCards entries={entries} /> : <LogTable entries={entries} />)}
      {total > 0 && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="logs-total">
            {t('total', { count: total })}
          </Text>
          <ListPagination pages={pages} page={query.page} onPage={(page) => setQuery({ page })} />
        </Group>
      )}
    </Stack>
  );
}
