import type {
  Calendar,
  CalendarInput,
  CalendarShare,
  CalendarShareInput,
  ExternalCalendarChoice,
  ExternalCalendarConnectionInput,
  ExternalCalendarInput,
  ExternalCalendarUpdateInput,
  SchoolMembers,
} from '@ds/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import type { SaveVariables } from '@/lib/record-api';

/** The calendar screen reads `['calendars']` and the appointments of each window: both change here. */
function refreshCalendars(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['calendars'] }),
    client.invalidateQueries({ queryKey: ['appointments'] }),
  ]);
}

const sharesKey = (calendarId: string) => ['calendars', calendarId, 'shares'] as const;

/** POST /calendars or PUT /calendars/:id (label, colour, lesson duration, work day, overlay). */
export function useSaveCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveVariables<CalendarInput>) =>
      id
        ? api<Calendar>(`/calendars/${id}`, { method: 'PUT', body: input })
        : api<Calendar>('/calendars', { method: 'POST', body: input }),
    onSuccess: () => refreshCalendars(client),
  });
}

export function useDeleteCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendar: Calendar) =>
      api(calendar.provider === 'caldav' ? `/external-calendars/${calendar.id}` : `/calendars/${calendar.id}`, {
        method: 'DELETE',
      }),
    onSuccess: () => refreshCalendars(client),
  });
}

/** The monitors and employees my calendar is shared with. */
export function useCalendarShares(calendarId: string) {
  return useQuery({
    queryKey: sharesKey(calendarId),
    queryFn: () => api<CalendarShare[]>(`/calendars/${calendarId}/shares`),
  });
}

/** Shares with a monitor or an employee of my school, or changes his access (the answer is the new list). */
export function useShareCalendar(calendarId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ monitorId, input }: { monitorId: string; input: CalendarShareInput }) =>
      api<CalendarShare[]>(`/calendars/${calendarId}/shares/${monitorId}`, { method: 'PUT', body: input }),
    onSuccess: (shares) => client.setQueryData(sharesKey(calendarId), shares),
  });
}

export function useUnshareCalendar(calendarId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (monitorId: string) => api(`/calendars/${calendarId}/shares/${monitorId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: sharesKey(calendarId) }),
  });
}

/**
 * The people of my school with their kind (monitors, administrators, employees): whom a calendar
 * can be shared with. A monitor who belongs to no school (404) has no one to share with.
 */
export function useSchoolMembers() {
  return useQuery({
    // The key the school's screens refresh when its people change.
    queryKey: ['school-members'],
    queryFn: () =>
      api<SchoolMembers>('/school/members').catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return { members: [], invitations: [] };
        throw error;
      }),
  });
}

/** Connects with the credentials and lists the calendars found at the address (nothing is saved). */
export function useDiscoverExternalCalendars() {
  return useMutation({
    mutationFn: ({ input }: SaveVariables<ExternalCalendarConnectionInput>) =>
      api<ExternalCalendarChoice[]>('/external-calendars/discover', { method: 'POST', body: input }),
  });
}

/** Subscribes (no id) or changes a subscription (an empty password keeps the stored one). */
export function useSaveExternalCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveVariables<ExternalCalendarInput | ExternalCalendarUpdateInput>) =>
      id
        ? api<Calendar>(`/external-calendars/${id}`, { method: 'PUT', body: input })
        : api<Calendar>('/external-calendars', { method: 'POST', body: input }),
    onSuccess: () => refreshCalendars(client),
  });
}

export function useRefreshExternalCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Calendar>(`/external-calendars/${id}/refresh`, { method: 'POST' }),
    onSuccess: () => refreshCalendars(client),
  });
}
