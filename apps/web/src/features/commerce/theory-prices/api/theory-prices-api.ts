import type { TheoryPriceDecisionInput, TheoryPriceRequest, TheoryPriceRequestInput } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const REQUESTS_KEY = ['theory-price-requests'] as const;

/** The requests for the preferential theory-exam price: every school's (product administrator), my school's (its administrator). */
export function useTheoryPriceRequests(enabled = true) {
  return useQuery({
    queryKey: REQUESTS_KEY,
    queryFn: () => api<TheoryPriceRequest[]>('/theory-price-requests'),
    enabled,
  });
}

function useRequestsMutation<Variables>(send: (variables: Variables) => Promise<TheoryPriceRequest>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

export function useRequestTheoryPrice() {
  return useRequestsMutation((input: TheoryPriceRequestInput) =>
    api<TheoryPriceRequest>('/theory-price-requests', { method: 'POST', body: input }),
  );
}

export function useDecideTheoryPrice() {
  return useRequestsMutation(({ id, ...body }: TheoryPriceDecisionInput & { id: string }) =>
    api<TheoryPriceRequest>(`/theory-price-requests/${encodeURIComponent(id)}/decision`, { method: 'POST', body }),
  );
}
