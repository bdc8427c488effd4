import type { Availability, Course, FreeSlots, Infrastructure, Language, StudentListItem, Vehicle } from '@ds/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api, apiPage } from '@/lib/api-client';
import { APPOINTMENTS_KEY } from '@/lib/query-keys';

/** The enabled courses I may book. */
export function useBookableCourses() {
  return useQuery({ queryKey: ['bookable-courses'], queryFn: () => api<Course[]>('/bookable-courses') });
}

/** My students matching a search, for the student picker (the server searches). */
export function useStudentOptions(search: string) {
  return useQuery({
    queryKey: ['students', 'picker', search],
    queryFn: () =>
      apiPage<StudentListItem>(`/students?${new URLSearchParams({ q: search, pageSize: '20' })}`).then(
        (page) => page.data,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The school's infrastructures and vehicles (shared cache with the resources screen). */
export function useInfrastructureOptions() {
  return useQuery({ queryKey: ['infrastructures'], queryFn: () => api<Infrastructure[]>('/infrastructures') });
}

export function useVehicleOptions() {
  return useQuery({ queryKey: ['vehicles'], queryFn: () => api<Vehicle[]>('/vehicles') });
}

export interface AvailabilityRequest {
  start: string;
  end: string;
  allDay: boolean;
  infrastructureIds: string[];
  vehicleIds: string[];
  /** The appointment being changed does not make its own resources busy. */
  excludeAppointmentId: string | null;
}

/** Whether the chosen infrastructures and vehicles are free then (asked only once something is chosen). */
export function useAvailability(request: AvailabilityRequest) {
  const query = new URLSearchParams({
    start: request.start,
    end: request.end,
    allDay: String(request.allDay),
    infrastructureIds: request.infrastructureIds.join(','),
    vehicleIds: request.vehicleIds.join(','),
  });
  if (request.excludeAppointmentId) query.set('excludeAppointmentId', request.excludeAppointmentId);
  const chosen = request.infrastructureIds.length + request.vehicleIds.length > 0;
  const readable = request.start !== '' && request.end !== '' && request.end > request.start;
  return useQuery({
    queryKey: ['availability', query.toString()],
    queryFn: () => api<Availability>(`/availability?${query}`),
    enabled: chosen && readable,
  });
}

/** Places of my appointments of the last 6 months containing the text typed. */
export function useLocationSuggestions(text: string) {
  return useQuery({
    queryKey: ['appointment-locations', text],
    queryFn: () => api<string[]>(`/appointment-locations?${new URLSearchParams({ q: text })}`),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export interface FreeSlotsRequest {
  studentId: string;
  courseId: string | null;
  durationMinutes: number | null;
  /** YYYY-MM-DD */
  from: string;
  days: number;
  language: Language;
}

/** Free lesson starts, asked when the user presses "find" (the request is null until then). */
export function useFreeSlots(request: FreeSlotsRequest | null) {
  const query = new URLSearchParams();
  if (request) {
    query.set('studentId', request.studentId);
    if (request.courseId) query.set('courseId', request.courseId);
    if (request.durationMinutes) query.set('durationMinutes', String(request.durationMinutes));
    query.set('from', request.from);
    query.set('days', String(request.days));
    query.set('language', request.language);
  }
  return useQuery({
    // Under the appointments key: a booking saved anywhere makes the slots read again.
    queryKey: [...APPOINTMENTS_KEY, 'free-slots', query.toString()],
    queryFn: () => api<FreeSlots>(`/free-slots?${query}`),
    enabled: request !== null,
  });
}

/**
 * The monitor's next free start for a lesson in that calendar (its work day, no Sunday or public
 * holiday, none of his appointments), over the coming two weeks; null when none is free.
 */
export async function fetchNextFreeStart(
  client: QueryClient,
  request: { calendarId: string; courseId: string | null; durationMinutes: number; language: Language },
): Promise<Date | null> {
  const query = new URLSearchParams({
    calendarId: request.calendarId,
    durationMinutes: String(request.durationMinutes),
    days: '14',
    language: request.language,
  });
  if (request.courseId) query.set('courseId', request.courseId);
  const found = await client.fetchQuery({
    queryKey: [...APPOINTMENTS_KEY, 'free-slots', query.toString()],
    queryFn: () => api<FreeSlots>(`/free-slots?${query}`),
    staleTime: 30_000,
  });
  const [first] = found.slots;
  return first ? new Date(first.start) : null;
}
