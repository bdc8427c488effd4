import { type Calendar, formatSwissDate, formatSwissTime, type GoogleLink } from '@ds/domain';
import { Alert, Badge, Button, Checkbox, Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBrandGoogle, IconLink, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import {
  useChooseGoogleCalendar,
  useGoogleCalendars,
  useGoogleLink,
  useStartGoogleConsent,
  useUnlinkGoogle,
} from '../api/google-calendar-api';

const NAMESPACE = 'calendar-google';

function when(iso: string): string {
  const at = new Date(iso);
  return `${formatSwissDate(at)} ${formatSwissTime(at)}`;
}

/** The choice of Google's calendar, ours, and how Google's events show. */
function ChoiceForm({
  link,
  ownCalendars,
  onDone,
}: {
  link: GoogleLink;
  ownCalendars: Calendar[];
  onDone: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const calendars = useGoogleCalendars(true);
  const choose = useChooseGoogleCalendar();
  const writable = (calendars.data ?? []).filter((calendar) => calendar.writable);
  const main = ownCalendars.find((calendar) => calendar.main) ?? ownCalendars[0];
  const [googleCalendarId, setGoogleCalendarId] = useState<string | null>(link.googleCalendar?.id ?? null);
  const [calendarId, setCalendarId] = useState<string | null>(link.calendarId ?? main?.id ?? null);
  const [overlay, setOverlay] = useState(link.overlay ?? true);
  const chosen = googleCalendarId ?? writable.find((calendar) => calendar.primary)?.id ?? null;

  const save = () =>
    chosen &&
    choose.mutate(
      { googleCalendarId: chosen, calendarId: calendarId ?? undefined, overlay },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('choice.saved') });
          onDone();
        },
      },
    );

  return (
    <Stack gap="sm">
      <ErrorAlert error={calendars.error ?? choose.error} />
      <Select
        label={t('choice.google')}
        data-testid="google-calendar-choice"
        data={writable.map((calendar) => ({ value: calendar.id, label: calendar.name }))}
        value={chosen}
        onChange={setGoogleCalendarId}
        disabled={calendars.isPending}
        allowDeselect={false}
      />
      <Select
        label={t('choice.ours')}
        description={t('choice.oursHelp')}
        data={ownCalendars.map((calendar) => ({ value: calendar.id, label: calendar.label }))}
        value={calendarId}
        onChange={setCalendarId}
        allowDeselect={false}
      />
      <Switch
        label={t('choice.overlay')}
        description={t('choice.overlayHelp')}
        checked={overlay}
        onChange={(event) => setOverlay(event.currentTarget.checked)}
      />
      <Group gap="xs">
        <Button onClick={save} loading={choose.isPending} disabled={!chosen}>
          {t('choice.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function Status({ link }: { link: GoogleLink }) {
  const { t } = useTranslation(NAMESPACE);
  const colour = link.status === 'active' && !link.lastError ? 'green' : link.status === 'choosing' ? 'blue' : 'red';
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge color={colour} variant="light">
          {t(`status.${link.status}`)}
        </Badge>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {link.accountEmail}
        </Text>
      </Group>
      {link.googleCalendar && (
        <Text size="sm">
          {t('syncs', { google: link.googleCalendar.name })} {link.overlay ? t('shownAsOverlay') : t('shownAsEvents')}
        </Text>
      )}
      {link.lastSyncedAt && (
        <Text size="sm" c="dimmed">
          {t('lastSynced', { when: when(link.lastSyncedAt) })}
        </Text>
      )}
      {link.googleCalendar && (
        <Text size="sm" c="dimmed">
          {t(`updates.${link.updates}`)}
        </Text>
      )}
      {link.lastError && (
        <Alert color="red" title={t('errorTitle')}>
          {t(`errors.${link.lastError}`)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The calendar settings' Google part: the offer to link, the consent, the choice of calendars,
 * the status with the last error, and unlinking (nothing deleted unless asked).
 */
export function GoogleCalendarSection({
  ownCalendars,
  copies,
  onDeleteCopies,
}: {
  ownCalendars: Calendar[];
  /** My calendars of provider google: the link's, and those kept from an earlier link. */
  copies: Calendar[];
  onDeleteCopies: (calendar: Calendar) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const link = useGoogleLink();
  const start = useStartGoogleConsent();
  const unlink = useUnlinkGoogle();
  const [changing, setChanging] = useState(false);
  const current = link.data?.link ?? null;
  // A server without a Google application offers nothing, and keeps no link to show.
  if (link.data && !link.data.configured && !current && copies.length === 0) return null;

  const confirmUnlink = () => {
    let deleteCopies = false;
    let deletePushed = false;
    modals.openConfirmModal({
      title: t('unlink.title'),
      children: (
        <Stack gap="sm">
          <Text size="sm">{t('unlink.text')}</Text>
          <Checkbox
            label={t('unlink.deleteCopies')}
            onChange={(event) => {
              deleteCopies = event.currentTarget.checked;
            }}
          />
          <Checkbox
            label={t('unlink.deletePushed')}
            onChange={(event) => {
              deletePushed = event.currentTarget.checked;
            }}
          />
        </Stack>
      ),
      labels: { confirm: t('unlink.confirm'), cancel: t('unlink.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        unlink.mutate(
          { deleteCopies, deletePushed },
          { onSuccess: () => notifications.show({ color: 'green', message: t('unlink.done') }) },
        ),
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <ErrorAlert error={link.error ?? start.error ?? unlink.error} />
          {!current ? (
            <>
              <Text size="sm">{t('offer')}</Text>
              <Group>
                <Button
                  leftSection={<IconBrandGoogle size={16} />}
                  onClick={() => start.mutate()}
                  loading={start.isPending}
                  disabled={!link.data?.configured}
                >
                  {t('link')}
                </Button>
              </Group>
              <Text size="xs" c="dimmed">
                {t('privacy')}
              </Text>
            </>
          ) : (
            <>
              <Status link={current} />
              {(current.status === 'choosing' || changing) && (
                <ChoiceForm link={current} ownCalendars={ownCalendars} onDone={() => setChanging(false)} />
              )}
              <Group gap="xs">
                {current.status !== 'choosing' && !changing && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconLink size={14} />}
                    onClick={() => setChanging(true)}
                  >
                    {t('change')}
                  </Button>
                )}
                {current.lastError === 'google_access_revoked' && (
                  <Button size="xs" variant="light" onClick={() => start.mutate()} loading={start.isPending}>
                    {t('relink')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconUnlink size={14} />}
                  onClick={confirmUnlink}
                  loading={unlink.isPending}
                >
                  {t('unlink.open')}
                </Button>
              </Group>
            </>
          )}
          {copies
            .filter((calendar) => calendar.id !== current?.overlayCalendarId)
            .map((calendar) => (
              <Group key={calendar.id} gap="xs" justify="space-between">
                <Text size="sm">{t('keptCopies', { label: calendar.label })}</Text>
                <Button size="xs" variant="subtle" color="red" onClick={() => onDeleteCopies(calendar)}>
                  {t('deleteCopies')}
                </Button>
              </Group>
            ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
