import type { JobsStatus } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const JOBS_KEY = ['admin-jobs'] as const;

/** The job queues' counts and the latest failures, read again every 30 seconds while shown. */
export function useJobsStatus() {
  return useQuery({
    queryKey: JOBS_KEY,
    queryFn: () => api<JobsStatus>('/admin/jobs'),
    refetchInterval: 30_000,
  });
}

/** Sends a given-up job back to its queue; the status is read again. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
