import { languageOf, toLocale } from '@ds/domain';
import { ActionIcon, Affix, Alert, Box, Button, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useWithheld, Withheld } from '@/components/withheld';
import { useAddressRequest } from '@/lib/use-address-request';
import { fetchNextFreeStart, useBookableCourses } from '../api/booking-options-api';
import { useCalendars } from '../api/calendars-api';
import { AppointmentModal, type AppointmentTarget } from '../components/appointment-modal';
import { CalendarLegend } from '../components/calendar-legend';
import { CalendarSearch } from '../components/calendar-search';
import type { CalendarSlot } from '../components/calendar-view';
import type { PickedSlot } from '../components/slot-picker';
import { SlotPickerModal } from '../components/slot-picker-modal';
import { bookingPreset, nextHalfHour, presetDraft, slotDraft } from '../model/booking-preset';
import { PHONE_QUERY } from '../model/phone';
import { useMoveHandler } from '../model/use-move-appointment';

/** FullCalendar comes in its own chunk, loaded when the calendar is first shown. */
const CalendarView = lazy(() => import('../components/calendar-view'));

/** /calendar, and /calendar/:appointmentId which opens that appointment over the calendar. */
export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const client = useQueryClient();
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const { appointmentId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const calendars = useCalendars();
  const courses = useBookableCourses();
  // Hidden rather than shown ones: a calendar shared with me later shows at once.
  const [hidden, setHidden] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [revision, setRevision] = useState(0);
  const [draft, setDraft] = useState<AppointmentTarget | null>(null);
  const [pickingSlot, setPickingSlot] = useState(false);
  const [opening, setOpening] = useState(false);
  const [nothingShown, setNothingShown] = useState(false);
  const reload = () => setRevision((value) => value + 1);
  const onMove = useMoveHandler(reload);
  // An employee without the right to create sessions reads the calendars, books and moves nothing (spec §6).
  const withheld = useWithheld()('createAppointments');

  const list = calendars.data ?? [];
  const preset = withheld ? null : bookingPreset(list, courses.data ?? []);
  const shown = list.map((calendar) => calendar.id).filter((id) => !hidden.includes(id));
  const changeShown = (ids: string[]) =>
    setHidden(list.map((calendar) => calendar.id).filter((id) => !ids.includes(id)));

  // An appointment clicked in the grid opens in its form, unless the user may change nothing.
  const edit = !withheld && Boolean((location.state as { edit?: boolean } | null)?.edit);
  const target: AppointmentTarget | null = appointmentId ? { kind: 'existing', id: appointmentId, edit } : draft;
  const close = () => {
    setDraft(null);
    if (appointmentId) navigate('/calendar');
  };

  const selectSlot = (slot: CalendarSlot, slotMinutes: number) => {
    if (preset) setDraft({ kind: 'new', draft: slotDraft(preset, slot, slotMinutes) });
  };

  /** "New appointment": the preset on the monitor's next free start (else the next half hour). */
  const newAppointment = async () => {
    if (!preset) return;
    setOpening(true);
    const start = await fetchNextFreeStart(client, {
      calendarId: preset.calendar.id,
      courseId: preset.courseId,
      durationMinutes: preset.durationMinutes,
      language: languageOf(toLocale(i18n.language)),
    })
      .catch(() => null)
      .finally(() => setOpening(false));
    setDraft({ kind: 'new', draft: presetDraft(preset, start ?? nextHalfHour(new Date())) });
  };

  // My day's chips open the calendar on its new appointment (`?new=appointment`) or its slot picker (`?new=lesson`).
  useAddressRequest(
    'new',
    (request) => {
      if (request === 'appointment') void newAppointment();
      if (request === 'lesson' && !withheld) setPickingSlot(true);
    },
    !calendars.isPending && !courses.isPending,
  );

  const bookPicked = (slot: PickedSlot) => {
    setPickingSlot(false);
    setDraft({
      kind: 'new',
      draft: { ...slot, allDay: false, students: [slot.student] },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size={phone ? 'h3' : 'h2'}>
          {t('title')}
        </Title>
        <Group gap="xs">
          <Withheld reason={withheld}>
            <Button variant="light" size={phone ? 'compact-md' : 'sm'} onClick={() => setPickingSlot(true)}>
              {t('slots.open')}
            </Button>
          </Withheld>
          {(preset || withheld) && !phone && (
            <Withheld reason={withheld}>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={newAppointment} loading={opening}>
                {t('newAppointment')}
              </Button>
            </Withheld>
          )}
        </Group>
      </Group>
      {preset && nothingShown && (
        <Text size="sm" c="dimmed" data-testid="calendar-empty-hint">
          {t('emptyRange', { action: t('slots.open') })}
        </Text>
      )}
      {withheld && (
        <Alert variant="light" color="gray" p="xs" data-testid="calendar-booking-withheld">
          {withheld} {t('readOnlyNotice')}
        </Alert>
      )}
      {/* On a phone the button floats above the grid, in reach of the thumb, whatever is scrolled. */}
      {preset && phone && target === null && (
        <Affix position={{ bottom: 'calc(1rem + env(safe-area-inset-bottom))', right: '1rem' }}>
          <ActionIcon
            size={56}
            radius="xl"
            variant="filled"
            aria-label={t('newAppointment')}
            title={t('newAppointment')}
            onClick={newAppointment}
            loading={opening}
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          >
            <IconPlus size={28} aria-hidden />
          </ActionIcon>
        </Affix>
      )}
      <ErrorAlert error={calendars.error} />
      {calendars.isPending ? (
        <Loader />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <CalendarSearch value={search} onChange={setSearch} />
              <CalendarLegend
                calendars={list}
                shownCalendarIds={shown}
                onShownChange={changeShown}
                courses={courses.data ?? []}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
            <Box style={{ minWidth: 0 }}>
              <Suspense fallback={<Loader />}>
                <CalendarView
                  calendars={list}
                  shownCalendarIds={shown}
                  search={search}
                  revision={revision}
                  mayBook={!withheld}
                  onSelectSlot={selectSlot}
                  onOpenAppointment={(id) => navigate(`/calendar/${id}`, { state: { edit: true } })}
                  onMove={(move) => void onMove(move)}
                  onShown={(count) => setNothingShown(count === 0)}
                />
              </Suspense>
            </Box>
          </Grid.Col>
        </Grid>
      )}
      <AppointmentModal target={target} calendars={list} withheld={withheld} onClose={close} onChanged={reload} />
      <SlotPickerModal opened={pickingSlot} onClose={() => setPickingSlot(false)} onPick={bookPicked} />
    </Stack>
  );
}
