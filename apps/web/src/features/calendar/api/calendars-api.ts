import type { Calendar } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** My calendars (the main one first) and those shared with me, with my access to each. */
export function useCalendars() {
  return useQuery({ queryKey: ['calendars'], queryFn: () => api<Calendar[]>('/calendars') });
}
