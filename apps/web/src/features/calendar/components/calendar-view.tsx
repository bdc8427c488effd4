import { type Appointment, type Calendar, SCHOOL_TIME_ZONE } from '@ds/domain';
import type {
  DateSelectArg,
  EventApi,
  EventClickArg,
  EventDropArg,
  EventInput,
  EventSourceFuncArg,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAppointmentWindow } from '../api/appointments-api';
import { canWrite, matchesSearch, toCalendarEvent } from '../model/calendar-events';
import { collapseMonth, isMonthRange, MONTH_DAY_SHOWN } from '../model/month-days';
import './calendar-view.css';
import { calendarLocale } from '../model/calendar-locales';

/** Below this width the calendar starts on the list of the week, readable on a phone. */
const PHONE_QUERY = '(max-width: 600px)';
const SLOT_MINUTES = 30;
/** Lessons and evening courses run beyond the work day: the grid shows at least 06:00 to 22:00. */
const EARLIEST = '06:00:00';
const LATEST = '22:00:00';
/**
 * A month cell shows a few appointments and one "+N" entry for the rest of the day (a busy day
 * holds thirty, see model/month-days.ts), which opens the day; FullCalendar's own "+N more" link
 * only steps in for a day with many all-day or multi-day ones too.
 */
const VIEWS = { dayGridMonth: { dayMaxEvents: MONTH_DAY_SHOWN + 1 } };
/** A day's "+N" entry comes after its appointments. */
const EVENT_ORDER = ['moreLast', 'start', '-duration', 'allDay', 'title'];

/** The entry standing for a day's appointments not drawn in the month grid. */
function moreEvent(day: string, count: number, title: string): EventInput {
  return {
    id: `more:${day}`,
    title,
    start: day,
    allDay: true,
    editable: false,
    backgroundColor: 'transparent',
    borderColor: 'transparent',
    textColor: 'var(--mantine-color-dimmed)',
    classNames: ['calendar-day-more'],
    extendedProps: { moreOf: day, count, moreLast: 1 },
  };
}

/**
 * FullCalendar draws its arrows as `role="img"` without a name (an accessibility violation); the
 * button's title already names it, so the icon is hidden from assistive technologies, whenever
 * FullCalendar draws its toolbar again.
 */
function useHiddenToolbarIcons(container: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const hide = () => {
      for (const icon of root.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')) {
        icon.setAttribute('aria-hidden', 'true');
      }
    };
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}

/** Performance marks of the visible range: asked for, received, then drawn (the browser test reads them). */
function mark(name: 'fetch' | 'fetched' | 'drawn', detail: Record<string, unknown>): void {
  performance.mark(`calendar:${name}`, { detail });
}

/** After FullCalendar has the events: the frame that draws them, then the task after its paint. */
function markDrawn(shown: EventApi[]): void {
  requestAnimationFrame(() => setTimeout(() => mark('drawn', { events: shown.length })));
}

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
  const container = useRef<HTMLDivElement>(null);
  useHiddenToolbarIcons(container);
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
      mark('fetch', { from: range.startStr, to: range.endStr });
      fetchAppointmentWindow(client, {
        from: range.startStr,
        to: range.endStr,
        calendarIds: allShown ? null : shownKey.split(','),
      })
        .then((appointments) => {
          const found = appointments.filter((appointment) => matchesSearch(appointment, search));
          const month = isMonthRange(range.start, range.end) ? collapseMonth(found) : { kept: found, more: [] };
          const shown = [
            ...month.kept.map((appointment) =>
              toCalendarEvent(appointment, byId.get(appointment.calendarId), untitled),
            ),
            ...month.more.map(({ day, count }) => moreEvent(day, count, t('moreOnDay', { count }))),
          ];
          mark('fetched', { from: range.startStr, to: range.endStr, appointments: found.length, events: shown.length });
          success(shown);
        })
        .catch(failure);
    },
    [client, shownKey, allShown, search, byId, untitled, t, revision],
  );

  const select = (info: DateSelectArg) => {
    info.view.calendar.unselect();
    onSelectSlot({ start: info.start, end: info.end, allDay: info.allDay }, SLOT_MINUTES);
  };
  const click = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const day = info.event.extendedProps.moreOf as string | undefined;
    if (day) info.view.calendar.changeView('timeGridDay', day);
    else onOpenAppointment(info.event.id);
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
    <Box data-testid="calendar" className="calendar-view" ref={container}>
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
        views={VIEWS}
        eventOrder={EVENT_ORDER}
        // Each range is read for itself: a day or week inside the month just shown must not reuse
        // the month's events, of which the grid kept only a few per day.
        lazyFetching={false}
        events={events}
        eventsSet={markDrawn}
        select={select}
        eventClick={click}
        eventDrop={move}
        eventResize={move}
      />
    </Box>
  );
}
