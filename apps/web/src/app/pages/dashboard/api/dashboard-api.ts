import type { Dashboard } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: () => api<Dashboard>('/dashboard') });
}
