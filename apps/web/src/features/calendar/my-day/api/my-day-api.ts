import type { MyDay } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { APPOINTMENTS_KEY } from '@/lib/query-keys';

/** Refreshed every minute: the next lesson moves into the coming hour while the page stays open. */
export function useMyDay() {
  return useQuery({ queryKey: ['my-day'], queryFn: () => api<MyDay>('/my-day'), refetchInterval: 60_000 });
}

/** Marks an unpaid past lesson paid (cash in the car, say); its students' sheets follow. */
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
