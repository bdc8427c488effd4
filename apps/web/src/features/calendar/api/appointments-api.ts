import type { Appointment, AppointmentInput, SeriesScope } from '@ds/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { APPOINTMENTS_KEY } from '@/lib/query-keys';
import type { SaveVariables } from '@/lib/record-api';

/**
 * What the form sends: the whole appointment, with the version it was read at (and whether the
 * change is for the series) when it changes one, or the last day of its weekly series when new.
 */
export type AppointmentCandidate = AppointmentInput & {
  version?: number;
  scope?: SeriesScope;
  repeatWeeklyUntil?: string | null;
};

export function useAppointment(id: string | undefined) {
  return useQuery({
    queryKey: [...APPOINTMENTS_KEY, id],
    queryFn: () => api<Appointment>(`/appointments/${id}`),
    enabled: Boolean(id),
  });
}

export interface AppointmentWindow {
  /** ISO instants with their offset, as FullCalendar gives the visible range (at most 62 days). */
  from: string;
  to: string;
  /** Only these calendars; every calendar I see when null. */
  calendarIds: string[] | null;
}

/** The appointments of the visible range, through the query cache (a search reuses what was loaded). */
export function fetchAppointmentWindow(client: QueryClient, window: AppointmentWindow): Promise<Appointment[]> {
  const query = new URLSearchParams({ from: window.from, to: window.to });
  if (window.calendarIds) query.set('calendarIds', window.calendarIds.join(','));
  return client.fetchQuery({
    queryKey: [...APPOINTMENTS_KEY, 'window', window.from, window.to, window.calendarIds],
    queryFn: () => api<Appointment[]>(`/appointments?${query}`),
    staleTime: 30_000,
  });
}

/** POST /appointments or PUT /appointments/:id (with `version`); every appointments query is refreshed. */
export function useSaveAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveVariables<AppointmentCandidate>) =>
      id
        ? api<Appointment>(`/appointments/${id}`, { method: 'PUT', body: input })
        : api<Appointment>('/appointments', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}

export function useDeleteAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope: SeriesScope }) =>
      api(`/appointments/${id}?scope=${scope}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}

/** A drag in the calendar: the whole appointment again with its new times and the version it was read at. */
export function useMoveAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveVariables<AppointmentCandidate>) =>
      api<Appointment>(`/appointments/${id}`, { method: 'PUT', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}

/** A copy to another start, checked like a new booking (409 copy_impossible says why). */
export function useCopyAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start }: { id: string; start: string }) =>
      api<Appointment>(`/appointments/${id}/copy`, { method: 'POST', body: { start } }),
    onSuccess: () => client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}

/**
 * Marks an appointment paid (an unpaid past lesson of my day, cash in the car, say, or one opened
 * in the calendar): no right to create sessions needed; its students' sheets follow.
 */
export function useMarkPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      api(`/appointments/${appointmentId}/paid`, { method: 'PUT', body: { paid: true } }),
    onSuccess: () =>
      Promise.all(
        [['my-day'], APPOINTMENTS_KEY, ['students']].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
