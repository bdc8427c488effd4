import type { MyDay } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Refreshed every minute: the next lesson moves into the coming hour while the page stays open. */
export function useMyDay() {
  return useQuery({ queryKey: ['my-day'], queryFn: () => api<MyDay>('/my-day'), refetchInterval: 60_000 });
}
