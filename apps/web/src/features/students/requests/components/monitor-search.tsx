import type { LinkRequestState, MonitorSearchResult } from '@ds/domain';
import { Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { canSearchMonitors, useMonitorSearch, useSendRequest } from '../api/link-requests-api';
import { RequestStateBadge } from './request-state-badge';

interface Props {
  /** The state of the student's latest request to each monitor, by monitor id. */
  requestStates: Map<string, LinkRequestState>;
}

function MonitorResult({ monitor, state }: { monitor: MonitorSearchResult; state?: LinkRequestState }) {
  const { t } = useTranslation('students-requests');
  const send = useSendRequest();
  const name = `${monitor.firstname} ${monitor.name}`;
  const place = [monitor.school, monitor.city].filter(Boolean).join(' · ');
  const open = state === 'sent' || state === 'accepted';
  return (
    <Card withBorder padding="sm" data-testid="monitor-result">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={500}>{name}</Text>
            {place && (
              <Text size="sm" c="dimmed">
                {place}
              </Text>
            )}
          </Stack>
          {open && state ? (
            <RequestStateBadge state={state} />
          ) : (
            <Button
              size="xs"
              leftSection={<IconSend size={14} />}
              loading={send.isPending}
              onClick={() =>
                send.mutate(monitor.id, {
                  onSuccess: () => notifications.show({ color: 'green', message: t('search.sentNotice', { name }) }),
                })
              }
            >
              {t('search.send')}
            </Button>
          )}
        </Group>
        <ErrorAlert error={send.error} />
      </Stack>
    </Card>
  );
}

/** Spec §5: a student finds his monitor by name once 3 letters are typed, then asks him. */
export function MonitorSearch({ requestStates }: Props) {
  const { t } = useTranslation('students-requests');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const search = useMonitorSearch(debounced);
  const ready = canSearchMonitors(debounced);

  return (
    <Stack gap="sm">
      <TextInput
        label={t('search.label')}
        description={t('search.hint')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} />}
        rightSection={ready && search.isFetching ? <Loader size="xs" /> : null}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        name="monitor-search"
        autoComplete="off"
      />
      {ready && <ErrorAlert error={search.error} />}
      {ready && search.data?.length === 0 && (
        <Text c="dimmed" data-testid="monitor-search-empty">
          {t('search.nothingFound')}
        </Text>
      )}
      {ready &&
        search.data?.map((monitor) => (
          <MonitorResult key={monitor.id} monitor={monitor} state={requestStates.get(monitor.id)} />
        ))}
    </Stack>
  );
}
