import { type Calendar, formatSwissDate, formatSwissTime } from '@ds/domain';
import { Badge, Button, ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconRefresh, IconShare, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const NAMESPACE = 'calendar-settings';

function CardHeader({ calendar, children }: { calendar: Calendar; children?: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <ColorSwatch color={calendar.colour} size={16} style={{ flexShrink: 0 }} />
      <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {calendar.label}
      </Text>
      {children}
    </Group>
  );
}

interface Actions {
  onEdit: () => void;
  onShares: () => void;
  onDelete: () => void;
}

function ActionButtons({
  calendar,
  onEdit,
  onShares,
  onDelete,
  extra,
}: Actions & { calendar: Calendar; extra?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group gap="xs">
      {extra}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} />}
        onClick={onEdit}
        aria-label={t('card.editNamed', { label: calendar.label })}
      >
        {t('card.edit')}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconShare size={14} />}
        onClick={onShares}
        aria-label={t('card.sharesNamed', { label: calendar.label })}
      >
        {t('card.shares')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={onDelete}
        aria-label={t('card.deleteNamed', { label: calendar.label })}
      >
        {t('card.delete')}
      </Button>
    </Group>
  );
}

/** One of my own calendars: its settings at a glance and what can be done with it. */
export function CalendarCard({ calendar, ...actions }: Actions & { calendar: Calendar }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper withBorder p="md" data-testid="calendar-card">
      <Stack gap="xs">
        <CardHeader calendar={calendar}>
          {calendar.main && (
            <Badge size="xs" variant="light">
              {t('badges.main')}
            </Badge>
          )}
          {calendar.overlay && (
            <Badge size="xs" variant="light" color="grape">
              {t('badges.overlay')}
            </Badge>
          )}
        </CardHeader>
        <Text size="sm" c="dimmed">
          {t('card.duration', { minutes: calendar.defaultDurationMinutes })} ·{' '}
          {t('card.workday', { start: calendar.workdayStart, end: calendar.workdayEnd })}
        </Text>
        <ActionButtons calendar={calendar} {...actions} />
      </Stack>
    </Paper>
  );
}

/** An external calendar I subscribed to: its address, its last refresh and why it failed. */
export function ExternalCalendarCard({
  calendar,
  onRefresh,
  refreshing,
  ...actions
}: Actions & { calendar: Calendar; onRefresh: () => void; refreshing: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const syncedAt = calendar.external?.syncedAt ? new Date(calendar.external.syncedAt) : null;
  const error = calendar.external?.syncError;
  return (
    <Paper withBorder p="md" data-testid="external-calendar-card">
      <Stack gap="xs">
        <CardHeader calendar={calendar}>
          <Badge size="xs" variant="light" color="gray">
            {t('badges.external')}
          </Badge>
        </CardHeader>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {calendar.external?.url} · {calendar.external?.username}
        </Text>
        <Text size="sm" data-testid="external-synced-at">
          {syncedAt
            ? t('card.syncedAt', { date: formatSwissDate(syncedAt), time: formatSwissTime(syncedAt) })
            : t('card.neverSynced')}
        </Text>
        {error && (
          <Text size="sm" c="red" role="status" data-testid="external-sync-error">
            {t(`syncErrors.${error}`)}
          </Text>
        )}
        <ActionButtons
          calendar={calendar}
          {...actions}
          extra={
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              loading={refreshing}
              onClick={onRefresh}
              aria-label={t('card.refreshNamed', { label: calendar.label })}
            >
              {t('card.refresh')}
            </Button>
          }
        />
      </Stack>
    </Paper>
  );
}

/** A colleague's calendar shared with me: whose it is and whether I may write in it. */
export function SharedCalendarCard({ calendar }: { calendar: Calendar }) {
  const { t } = useTranslation(NAMESPACE);
  const readOnly = calendar.access === 'read' || calendar.provider === 'caldav';
  return (
    <Paper withBorder p="md" data-testid="shared-calendar-card">
      <Stack gap={4}>
        <CardHeader calendar={calendar}>
          <Badge size="xs" variant="light" color={readOnly ? 'gray' : 'teal'}>
            {readOnly ? t('badges.readOnly') : t('badges.readWrite')}
          </Badge>
        </CardHeader>
        <Text size="sm" c="dimmed">
          {t('card.sharedBy', { owner: `${calendar.owner.firstname} ${calendar.owner.name}` })}
        </Text>
      </Stack>
    </Paper>
  );
}
