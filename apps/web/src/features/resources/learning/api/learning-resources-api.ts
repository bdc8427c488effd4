import type { LearningResource } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RESOURCES_KEY } from '../../library/api/resources-api';

/** What the reader may consult: a student what his monitors shared with him, a monitor his library. */
export function useLearningResources(enabled: boolean) {
  return useQuery({
    queryKey: [...RESOURCES_KEY, 'learning'],
    queryFn: () => api<LearningResource[]>('/learning/resources'),
    enabled,
  });
}
