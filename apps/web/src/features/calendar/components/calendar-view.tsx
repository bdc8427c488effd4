import { type Appointment, type Calendar, SCHOOL_TIME_ZONE } from '@ds/domain';
import type { DateSelectArg, EventClickArg, EventDropArg, EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAppointmentWindow } from '../api/appointments-api';
import { canWrite, matchesSearch, toCalendarEvent } from '../model/calendar-events';
import './calendar-view.css';
import { calendarLocale } from '../model/calendar-locales';

/** Below this width the calendar starts on the list of the week, readable on a phone. */
const PHONE_QUERY = '(max-width: 600px)';
const SLOT_MINUTES = 30;
/** Lessons and evening courses run beyond the work day: the grid shows at least 06:00 to 22:00. */
const EARLIEST = '06:00:00';
const LATEST = '22:00:00';

export interface CalendarSlot {
  start: Date;
  end: Date;
  allDay: boolean;
}

export interface CalendarMove extends CalendarSlot {
  appointment: Appointment;
  revert: () => void;
}

export interface CalendarViewProps {
  calendars: Calendar[];
  /** The calendars shown; all of them when every one is ticked (no filter sent then). */
  shownCalendarIds: string[];
  search: string;
  /** Changes after every save or deletion, so the visible range is read again. */
  revision: number;
  onSelectSlot: (slot: CalendarSlot, slotMinutes: number) => void;
  onOpenAppointment: (id: string) => void;
  onMove: (move: CalendarMove) => void;
}

const toHms = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** Day, week, month and list views over the calendars I see; loaded lazily with FullCalendar. */
export default function CalendarView({
  calendars,
  shownCalendarIds,
  search,
  revision,
  onSelectSlot,
  onOpenAppointment,
  onMove,
}: CalendarViewProps) {
  const { t, i18n } = useTranslation('calendar');
  const client = useQueryClient();
  const [phone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  const main = calendars.find((calendar) => calendar.main && calendar.access === 'owner') ?? calendars[0];
  const writable = calendars.some(canWrite);
  const byId = useMemo(() => new Map(calendars.map((calendar) => [calendar.id, calendar])), [calendars]);
  const shownKey = shownCalendarIds.join(',');
  const allShown = shownCalendarIds.length === calendars.length;
  const untitled = t('untitled');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` reloads the range after a save.
  const events = useCallback(
    (range: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
      if (shownKey === '') {
        success([]);
        return;
      }
      fetchAppointmentWindow(client, {
        from: range.startStr,
        to: range.endStr,
        calendarIds: allShown ? null : shownKey.split(','),
      })
        .then((appointments) =>
          success(
            appointments
              .filter((appointment) => matchesSearch(appointment, search))
              .map((appointment) => toCalendarEvent(appointment, byId.get(appointment.calendarId), untitled)),
          ),
        )
        .catch(failure);
    },
    [client, shownKey, allShown, search, byId, untitled, revision],
  );

  const select = (info: DateSelectArg) => {
    info.view.calendar.unselect();
    onSelectSlot({ start: info.start, end: info.end, allDay: info.allDay }, SLOT_MINUTES);
  };
  const click = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    onOpenAppointment(info.event.id);
  };
  const move = (info: EventDropArg | EventResizeDoneArg) => {
    const appointment = info.event.extendedProps.appointment as Appointment;
    const start = info.event.start ?? new Date(appointment.start);
    const allDay = info.event.allDay;
    const fallbackMinutes = allDay ? 24 * 60 : (byId.get(appointment.calendarId)?.defaultDurationMinutes ?? 60);
    const end = info.event.end ?? new Date(start.getTime() + fallbackMinutes * 60_000);
    onMove({ appointment, start, end, allDay, revert: info.revert });
  };

  const workday = main
    ? { startTime: toHms(main.workdayStart), endTime: toHms(main.workdayEnd), daysOfWeek: [1, 2, 3, 4, 5, 6] }
    : undefined;

  return (
    <Box data-testid="calendar" className="calendar-view">
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, luxonPlugin]}
        timeZone={SCHOOL_TIME_ZONE}
        locale={calendarLocale(i18n.language)}
        firstDay={1}
        initialView={phone ? 'listWeek' : 'timeGridWeek'}
        headerToolbar={
          phone
            ? { left: 'prev,next', center: 'title', right: 'today' }
            : { left: 'prev,next today', center: 'title', right: 'timeGridDay,timeGridWeek,dayGridMonth,listWeek' }
        }
        footerToolbar={phone ? { center: 'listWeek,timeGridDay,dayGridMonth' } : undefined}
        height="auto"
        nowIndicator
        slotDuration={{ minutes: SLOT_MINUTES }}
        slotMinTime={workday && workday.startTime < EARLIEST ? workday.startTime : EARLIEST}
        slotMaxTime={workday && workday.endTime > LATEST ? workday.endTime : LATEST}
        scrollTime={workday?.startTime ?? EARLIEST}
        businessHours={workday}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        selectable={writable}
        selectMirror
        editable={writable}
        events={events}
        select={select}
        eventClick={click}
        eventDrop={move}
        eventResize={move}
      />
    </Box>
  );
}
