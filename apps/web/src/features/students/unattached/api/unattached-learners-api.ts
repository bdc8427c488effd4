import type {
  LearnerLink,
  LearnerLinkInput,
  LearnerMessageInput,
  UnattachedLearner,
  UnattachedLearnerQuery,
} from '@ds/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '@/lib/api-client';

const LEARNERS_KEY = ['admin-learners'] as const;

/** One page of the learners without a monitor; the last page stays shown while the next loads. */
export function useUnattachedLearners(query: UnattachedLearnerQuery) {
  return useQuery({
    queryKey: [...LEARNERS_KEY, query],
    queryFn: () =>
      apiPage<UnattachedLearner>(`/admin/learners?${new URLSearchParams({ q: query.q, page: String(query.page) })}`),
    placeholderData: keepPreviousData,
  });
}

export function useMessageLearner() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LearnerMessageInput }) =>
      api<{ sent: true }>(`/admin/learners/${id}/message`, { method: 'POST', body: input }),
  });
}

/** Links a learner to a monitor: he leaves the list. */
export function useLinkLearner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LearnerLinkInput }) =>
      api<LearnerLink>(`/admin/learners/${id}/link`, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: LEARNERS_KEY }),
  });
}
