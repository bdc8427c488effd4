import type { Calendar, CalendarShare } from '@ds/domain';
import { ActionIcon, Badge, Button, Group, Loader, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages } from '@/lib/field-errors';
import {
  useCalendarShares,
  useSchoolMembers,
  useShareCalendar,
  useUnshareCalendar,
} from '../api/calendar-settings-api';
import { kindsById, shareCandidates } from '../model/share-candidates';

type Access = CalendarShare['access'];
const NAMESPACE = 'calendar-settings';

function AccessControl({
  value,
  onChange,
  label,
  disabled,
}: {
  value: Access;
  onChange: (access: Access) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      value={value}
      onChange={(access) => onChange(access as Access)}
      disabled={disabled}
      data={[
        { value: 'read', label: t('shares.read') },
        { value: 'write', label: t('shares.write') },
      ]}
    />
  );
}

/**
 * Spec §3, §4 Calendar share: the monitors and employees of my school who read, or read and write,
 * this calendar, each named with what he works as.
 */
export function CalendarShares({ calendar }: { calendar: Calendar }) {
  const { t } = useTranslation(NAMESPACE);
  const shares = useCalendarShares(calendar.id);
  const members = useSchoolMembers();
  const share = useShareCalendar(calendar.id);
  const unshare = useUnshareCalendar(calendar.id);
  const [monitorId, setMonitorId] = useState<string | null>(null);
  const [access, setAccess] = useState<Access>('read');

  const people = members.data?.members ?? [];
  const kinds = kindsById(people);
  const candidates = shareCandidates(people, calendar, shares.data ?? []).map((candidate) => ({
    value: candidate.userId,
    label: t('shares.candidate', { name: candidate.name, kind: t(`shares.kinds.${candidate.kind}`) }),
  }));
  const fieldErrors = apiFieldMessages(share.error, t, NAMESPACE);

  const add = () => {
    if (!monitorId) return;
    share.mutate(
      { monitorId, input: { access } },
      {
        onSuccess: () => {
          setMonitorId(null);
          notifications.show({ color: 'green', message: t('shares.added') });
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="calendar-shares">
      {shares.isPending && <Loader size="sm" />}
      <ErrorAlert
        error={shares.error ?? members.error ?? unshare.error ?? (Object.keys(fieldErrors).length ? null : share.error)}
      />
      {shares.data?.length === 0 && <Text c="dimmed">{t('shares.empty')}</Text>}
      {shares.data?.map((entry) => {
        const name = `${entry.monitor.firstname} ${entry.monitor.name}`;
        const kind = kinds.get(entry.monitor.id);
        return (
          <Paper key={entry.monitor.id} withBorder p="sm" data-testid="calendar-share">
            <Group justify="space-between" gap="xs">
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 10rem' }}>
                <Group gap={6}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  {kind && (
                    <Badge variant="light" color="gray" size="sm">
                      {t(`shares.kinds.${kind}`)}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {entry.monitor.email}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <AccessControl
                  label={t('shares.accessNamed', { name })}
                  value={entry.access}
                  disabled={share.isPending}
                  onChange={(next) => share.mutate({ monitorId: entry.monitor.id, input: { access: next } })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('shares.removeNamed', { name })}
                  loading={unshare.isPending && unshare.variables === entry.monitor.id}
                  onClick={() =>
                    unshare.mutate(entry.monitor.id, {
                      onSuccess: () => notifications.show({ color: 'green', message: t('shares.removed') }),
                    })
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Stack gap="xs">
        <Select
          label={t('shares.member')}
          placeholder={t('shares.memberPlaceholder')}
          nothingFoundMessage={t('shares.noMember')}
          data={candidates}
          value={monitorId}
          onChange={(value) => {
            setMonitorId(value);
            share.reset();
          }}
          error={fieldErrors.monitorId}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="space-between" gap="xs">
          <AccessControl label={t('shares.access')} value={access} onChange={setAccess} />
          <Button
            onClick={add}
            disabled={!monitorId}
            loading={share.isPending && share.variables?.monitorId === monitorId}
          >
            {t('shares.add')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
