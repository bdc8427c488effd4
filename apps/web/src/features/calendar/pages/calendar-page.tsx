import { Box, Button, Grid, Group, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useBookableCourses } from '../api/booking-options-api';
import { useCalendars } from '../api/calendars-api';
import { AppointmentModal, type AppointmentTarget } from '../components/appointment-modal';
import { CalendarLegend } from '../components/calendar-legend';
import { CalendarSearch } from '../components/calendar-search';
import type { CalendarSlot } from '../components/calendar-view';
import type { PickedSlot } from '../components/slot-picker';
import { SlotPickerModal } from '../components/slot-picker-modal';
import { draftEnd } from '../model/appointment-form-values';
import { canWrite } from '../model/calendar-events';
import { useMoveHandler } from '../model/use-move-appointment';

/** FullCalendar comes in its own chunk, loaded when the calendar is first shown. */
const CalendarView = lazy(() => import('../components/calendar-view'));

/** /calendar, and /calendar/:appointmentId which opens that appointment over the calendar. */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
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
  const reload = () => setRevision((value) => value + 1);
  const onMove = useMoveHandler(reload);

  const list = calendars.data ?? [];
  const shown = list.map((calendar) => calendar.id).filter((id) => !hidden.includes(id));
  const changeShown = (ids: string[]) =>
    setHidden(list.map((calendar) => calendar.id).filter((id) => !ids.includes(id)));

  const edit = Boolean((location.state as { edit?: boolean } | null)?.edit);
  const target: AppointmentTarget | null = appointmentId ? { kind: 'existing', id: appointmentId, edit } : draft;
  const close = () => {
    setDraft(null);
    if (appointmentId) navigate('/calendar');
  };

  const selectSlot = (slot: CalendarSlot, slotMinutes: number) => {
    const writable = list.filter(canWrite);
    const calendar = writable.find((entry) => entry.main && entry.access === 'owner') ?? writable[0];
    if (!calendar) return;
    const end = draftEnd(slot.start, slot.end, slot.allDay, slotMinutes, calendar.defaultDurationMinutes);
    setDraft({ kind: 'new', draft: { start: slot.start, end, allDay: slot.allDay, calendarId: calendar.id } });
  };

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
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button variant="light" onClick={() => setPickingSlot(true)}>
          {t('slots.open')}
        </Button>
      </Group>
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
                  onSelectSlot={selectSlot}
                  onOpenAppointment={(id) => navigate(`/calendar/${id}`, { state: { edit: true } })}
                  onMove={(move) => void onMove(move)}
                />
              </Suspense>
            </Box>
          </Grid.Col>
        </Grid>
      )}
      <AppointmentModal target={target} calendars={list} onClose={close} onChanged={reload} />
      <SlotPickerModal opened={pickingSlot} onClose={() => setPickingSlot(false)} onPick={bookPicked} />
    </Stack>
  );
}
