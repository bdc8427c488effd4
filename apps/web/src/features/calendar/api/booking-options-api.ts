import type { Availability, Course, Infrastructure, StudentListItem, Vehicle } from '@ds/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api-client';

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
