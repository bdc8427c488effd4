import type { Calendar } from '@ds/domain';
import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCloudDownload, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { ApiError } from '@/lib/api-client';
import { translateApiError } from '@/lib/api-errors';
import { usePermissions } from '@/lib/permissions';
import { useCalendars } from '../../api/calendars-api';
import { GoogleCalendarSection } from '../../google/components/google-calendar-section';
import { useDeleteCalendar, useRefreshExternalCalendar } from '../api/calendar-settings-api';
import { CalendarCard, ExternalCalendarCard, SharedCalendarCard } from '../components/calendar-cards';
import { CalendarForm } from '../components/calendar-form';
import { CalendarShares } from '../components/calendar-shares';
import { ExternalCalendarForm, SubscribeForm } from '../components/external-calendar-form';
import { groupCalendars } from '../model/calendar-form-values';

const NAMESPACE = 'calendar-settings';

type Dialog =
  | { kind: 'new' }
  | { kind: 'edit'; calendar: Calendar }
  | { kind: 'shares'; calendar: Calendar }
  | { kind: 'subscribe' }
  | { kind: 'external'; calendar: Calendar };

function Section({
  title,
  empty,
  isEmpty,
  children,
}: {
  title: string;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      {isEmpty ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {children}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * /calendar/settings: my calendars (create, edit, share, delete), the external calendars I
 * subscribed to (refresh, change, unsubscribe), my Google calendar link and the calendars
 * colleagues share with me.
 */
export function CalendarSettingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { ability } = usePermissions();
  const calendars = useCalendars();
  const remove = useDeleteCalendar();
  const refresh = useRefreshExternalCalendar();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  if (!ability.can('manage', 'calendar')) return <Navigate to="/403" replace />;

  const { local, external, google, shared } = groupCalendars(calendars.data ?? []);
  const close = () => setDialog(null);

  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('delete.failed'),
      message: error instanceof ApiError ? translateApiError(error, t) : t('errors:codes.internal'),
    });

  const confirmDelete = (calendar: Calendar) =>
    modals.openConfirmModal({
      title: calendar.provider === 'caldav' ? t('delete.externalTitle') : t('delete.title'),
      children: (
        <Text size="sm">
          {calendar.provider === 'caldav'
            ? t('delete.externalText', { label: calendar.label })
            : t('delete.text', { label: calendar.label })}
        </Text>
      ),
      labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(calendar, {
          onSuccess: () => notifications.show({ color: 'green', message: t('delete.done') }),
          onError: failed,
        }),
    });

  const refreshNow = (calendar: Calendar) =>
    refresh.mutate(calendar.id, {
      onSuccess: (updated) =>
        updated.external?.syncError
          ? notifications.show({ color: 'red', message: t(`syncErrors.${updated.external.syncError}`) })
          : notifications.show({ color: 'green', message: t('card.refreshed') }),
    });

  const dialogTitle = (() => {
    switch (dialog?.kind) {
      case 'new':
        return t('form.newTitle');
      case 'edit':
        return t('form.editTitle');
      case 'shares':
        return t('shares.title', { label: dialog.calendar.label });
      case 'subscribe':
        return t('externalForm.subscribeTitle');
      case 'external':
        return t('externalForm.editTitle');
      default:
        return '';
    }
  })();

  return (
    <Stack maw={1080} mx="auto" w="100%" gap="lg">
      <Stack gap="xs">
        <Button
          component={Link}
          to="/calendar"
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('back')}
        </Button>
        <Group justify="space-between" gap="sm">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Group gap="xs">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'new' })}>
              {t('add')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconCloudDownload size={16} />}
              onClick={() => setDialog({ kind: 'subscribe' })}
            >
              {t('subscribe')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <ErrorAlert error={calendars.error ?? remove.error ?? refresh.error} />
      {calendars.isPending ? (
        <Loader />
      ) : (
        <>
          <Section title={t('mine')} empty="" isEmpty={false}>
            {local.map((calendar) => (
              <CalendarCard
                key={calendar.id}
                calendar={calendar}
                onEdit={() => setDialog({ kind: 'edit', calendar })}
                onShares={() => setDialog({ kind: 'shares', calendar })}
                onDelete={() => confirmDelete(calendar)}
              />
            ))}
          </Section>
          <Section title={t('external')} empty={t('externalEmpty')} isEmpty={external.length === 0}>
            {external.map((calendar) => (
              <ExternalCalendarCard
                key={calendar.id}
                calendar={calendar}
                refreshing={refresh.isPending && refresh.variables === calendar.id}
                onRefresh={() => refreshNow(calendar)}
                onEdit={() => setDialog({ kind: 'external', calendar })}
                onShares={() => setDialog({ kind: 'shares', calendar })}
                onDelete={() => confirmDelete(calendar)}
              />
            ))}
          </Section>
          <GoogleCalendarSection ownCalendars={local} copies={google} onDeleteCopies={confirmDelete} />
          <Section title={t('shared')} empty={t('sharedEmpty')} isEmpty={shared.length === 0}>
            {shared.map((calendar) => (
              <SharedCalendarCard key={calendar.id} calendar={calendar} />
            ))}
          </Section>
        </>
      )}
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialogTitle}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
          <CalendarForm calendar={dialog.kind === 'edit' ? dialog.calendar : null} onSaved={close} onCancel={close} />
        )}
        {dialog?.kind === 'shares' && <CalendarShares calendar={dialog.calendar} />}
        {dialog?.kind === 'subscribe' && <SubscribeForm onSaved={close} onCancel={close} />}
        {dialog?.kind === 'external' && (
          <ExternalCalendarForm calendar={dialog.calendar} onSaved={close} onCancel={close} />
        )}
      </Modal>
    </Stack>
  );
}
