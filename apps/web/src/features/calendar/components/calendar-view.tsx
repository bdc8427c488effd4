import { type Appointment, type Calendar, SCHOOL_TIME_ZONE } from '@ds/domain';
import type {
  CalendarOptions,
  DateSelectArg,
  EventApi,
  EventClickArg,
  EventDropArg,
  EventInput,
  EventSourceFuncArg,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAppointmentWindow } from '../api/appointments-api';
import type { ChosenSlot } from '../model/booking-preset';
import { canChange, matchesSearch, toCalendarEvent } from '../model/calendar-events';
import { DEFAULT_WORKDAY, type GridRange, gridRange, scrollTimeOf } from '../model/grid-range';
import { collapseMonth, isMonthRange, MONTH_DAY_SHOWN } from '../model/month-days';
import { PHONE_QUERY } from '../model/phone';
import './calendar-view.css';
import { calendarLocale } from '../model/calendar-locales';

const SLOT_MINUTES = 30;
/** A press this long on a touch screen starts selecting a longer range; a tap books the default length. */
const SELECT_LONG_PRESS_MS = 400;
/** The phone's calendar fills the screen below the page title, but never shrinks below this. */
const PHONE_MIN_HEIGHT = 420;
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
 * button's title already names it, so the icon is hidden from assistive technologies. A grid that
 * scrolls in its own box (the phone's) has a day cell that takes the keyboard's focus, so its hours
 * can be scrolled without a pointer even when no appointment in it could be focused. Both whenever
 * FullCalendar draws again.
 */
function useAccessibleCalendar(container: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const mend = () => {
      for (const icon of root.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')) {
        icon.setAttribute('aria-hidden', 'true');
      }
      // The grid's first day cell, a gridcell where ARIA allows the focus (the scroller itself may not).
      for (const scroller of root.querySelectorAll('.fc-scroller-liquid-absolute')) {
        scroller.querySelector('td[role="gridcell"]:not([tabindex])')?.setAttribute('tabindex', '0');
      }
    };
    mend();
    const observer = new MutationObserver(mend);
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

export type CalendarSlot = ChosenSlot;

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
  /** False for an employee without the right to create sessions: no slot is chosen, nothing is dragged. */
  mayBook: boolean;
  onSelectSlot: (slot: CalendarSlot, slotMinutes: number) => void;
  onOpenAppointment: (id: string) => void;
  onMove: (move: CalendarMove) => void;
  /** How many appointments the visible range shows, each time it is drawn (the page hints at booking when none). */
  onShown?: (count: number) => void;
}

/** A tap on a touch screen (a mouse click selects the slot instead, through `select`). */
const isTouch = (event: Event) => event.type.startsWith('touch') || (event as PointerEvent).pointerType === 'touch';

/** The phone's calendar height: from its top to the bottom of the screen, so its grid scrolls under the toolbar. */
function usePhoneHeight(container: RefObject<HTMLDivElement | null>, phone: boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!phone) return;
    const measure = () => {
      const top = (container.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setHeight(Math.max(PHONE_MIN_HEIGHT, Math.round(window.innerHeight - top - 8)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [container, phone]);
  return height;
}

interface GridState extends GridRange {
  scrollTime: string;
}

/** Day, week, month and list views over the calendars I see; loaded lazily with FullCalendar. */
export default function CalendarView({
  calendars,
  shownCalendarIds,
  search,
  revision,
  mayBook,
  onSelectSlot,
  onOpenAppointment,
  onMove,
  onShown,
}: CalendarViewProps) {
  const { t, i18n } = useTranslation('calendar');
  const client = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  useAccessibleCalendar(container);
  const [phone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  const phoneHeight = usePhoneHeight(container, phone);
  const main = calendars.find((calendar) => calendar.main && calendar.access === 'owner') ?? calendars[0];
  const workdayStart = main?.workdayStart ?? DEFAULT_WORKDAY.start;
  const workdayEnd = main?.workdayEnd ?? DEFAULT_WORKDAY.end;
  // Until the first range is read: the work day, opened at the current time.
  const [grid, setGrid] = useState<GridState>(() => {
    const now = new Date();
    const range = gridRange({
      workdayStart,
      workdayEnd,
      appointments: [],
      from: now,
      to: new Date(now.getTime() + 1),
      now,
    });
    return { ...range, scrollTime: scrollTimeOf(range, workdayStart, now, true) };
  });
  /** The grid's hours follow the work day and what the visible range holds (and now, when today is shown). */
  const fitGrid = useCallback(
    (from: Date, to: Date, appointments: readonly Appointment[]) => {
      const now = new Date();
      const range = gridRange({ workdayStart, workdayEnd, appointments, from, to, now });
      const scrollTime = scrollTimeOf(range, workdayStart, now, now >= from && now < to);
      setGrid((current) =>
        current.slotMinTime === range.slotMinTime &&
        current.slotMaxTime === range.slotMaxTime &&
        current.scrollTime === scrollTime
          ? current
          : { ...range, scrollTime },
      );
    },
    [workdayStart, workdayEnd],
  );
  const writable = calendars.some((calendar) => canChange(calendar, mayBook));
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
          const monthRange = isMonthRange(range.start, range.end);
          if (!monthRange) fitGrid(range.start, range.end, found);
          const month = monthRange ? collapseMonth(found) : { kept: found, more: [] };
          const shown = [
            ...month.kept.map((appointment) =>
              toCalendarEvent(appointment, byId.get(appointment.calendarId), untitled, mayBook),
            ),
            ...month.more.map(({ day, count }) => moreEvent(day, count, t('moreOnDay', { count }))),
          ];
          mark('fetched', { from: range.startStr, to: range.endStr, appointments: found.length, events: shown.length });
          success(shown);
        })
        .catch(failure);
    },
    [client, shownKey, allShown, search, byId, untitled, mayBook, t, fitGrid, revision],
  );

  const select = (info: DateSelectArg) => {
    info.view.calendar.unselect();
    const touch = info.jsEvent ? isTouch(info.jsEvent) : false;
    onSelectSlot({ start: info.start, end: info.end, allDay: info.allDay, touch }, SLOT_MINUTES);
  };
  /** A tap on an empty slot of a touch screen books there (a mouse click goes through `select`). */
  const tap = (info: DateClickArg) => {
    if (!writable || !isTouch(info.jsEvent)) return;
    const length = info.allDay ? 24 * 60 : SLOT_MINUTES;
    onSelectSlot(
      { start: info.date, end: new Date(info.date.getTime() + length * 60_000), allDay: info.allDay, touch: true },
      SLOT_MINUTES,
    );
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
    ? { startTime: `${workdayStart}:00`, endTime: `${workdayEnd}:00`, daysOfWeek: [1, 2, 3, 4, 5, 6] }
    : undefined;
  const views = useMemo(
    (): CalendarOptions['views'] => ({
      // A month cell shows a few appointments and one "+N" entry for the rest of the day (a busy day
      // holds thirty, see model/month-days.ts), which opens the day; FullCalendar's own "+N more"
      // link only steps in for a day with many all-day or multi-day ones too.
      dayGridMonth: {
        dayMaxEvents: MONTH_DAY_SHOWN + 1,
        ...(phone && { buttonText: t('views.month'), titleFormat: { year: 'numeric', month: 'long' } }),
      },
      timeGridThreeDay: { type: 'timeGrid', duration: { days: 3 }, buttonText: t('views.threeDays') },
      // Short names on a phone, where the view buttons share a line with the "new appointment" button.
      ...(phone && { timeGridDay: { buttonText: t('views.day') }, listWeek: { buttonText: t('views.list') } }),
    }),
    [t, phone],
  );

  return (
    <Box data-testid="calendar" className="calendar-view" ref={container}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, luxonPlugin]}
        timeZone={SCHOOL_TIME_ZONE}
        locale={calendarLocale(i18n.language)}
        firstDay={1}
        initialView={phone ? 'timeGridThreeDay' : 'timeGridWeek'}
        headerToolbar={
          phone
            ? { left: 'prev,next', center: 'title', right: 'today' }
            : { left: 'prev,next today', center: 'title', right: 'timeGridDay,timeGridWeek,dayGridMonth,listWeek' }
        }
        footerToolbar={phone ? { left: 'timeGridDay,timeGridThreeDay,dayGridMonth,listWeek' } : undefined}
        // The phone's title leaves the year out, so the arrows, the days and "today" fit one line.
        titleFormat={phone ? { month: 'short', day: 'numeric' } : undefined}
        // A phone's grid scrolls from its first drawing (the measured height follows at once), so
        // FullCalendar's scrollTime puts now in view; with 'auto' first, the page itself scrolled
        // and an evening's current time lay below the screen.
        height={phone ? (phoneHeight ?? PHONE_MIN_HEIGHT) : 'auto'}
        nowIndicator
        slotDuration={{ minutes: SLOT_MINUTES }}
        slotMinTime={grid.slotMinTime}
        slotMaxTime={grid.slotMaxTime}
        scrollTime={grid.scrollTime}
        businessHours={workday}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        allDayContent={(arg) => <span className="calendar-all-day-label">{arg.text}</span>}
        selectable={writable}
        selectLongPressDelay={SELECT_LONG_PRESS_MS}
        selectMirror
        editable={writable}
        views={views}
        eventOrder={EVENT_ORDER}
        // Each range is read for itself: a day or week inside the month just shown must not reuse
        // the month's events, of which the grid kept only a few per day.
        lazyFetching={false}
        events={events}
        eventsSet={(shown) => {
          markDrawn(shown);
          onShown?.(shown.length);
        }}
        select={select}
        dateClick={tap}
        eventClick={click}
        eventDrop={move}
        eventResize={move}
      />
    </Box>
  );
}
