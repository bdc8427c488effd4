import type { Appointment } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useAppointment(id: string) {
  return useQuery({ queryKey: ['appointments', id], queryFn: () => api<Appointment>(`/appointments/${id}`) });
}

export function useAppointments(from: Date, to: Date) {
  const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  return useQuery({
    queryKey: ['appointments', 'window', from.toISOString(), to.toISOString()],
    queryFn: () => api<Appointment[]>(`/appointments?${query}`),
  });
}
