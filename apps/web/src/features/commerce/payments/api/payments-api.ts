import type { CardPaymentView, CardRegistrationInput, CardRegistrationView, PaymentStart, SavedCard } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pollInterval } from '../model/poll-interval';

const SAVED_CARDS_KEY = ['saved-cards'] as const;

/** A card payment as its browser page sees it, read again while the provider's notification is awaited. */
export function useCardPayment(token: string) {
  return useQuery({
    queryKey: ['card-payments', token],
    queryFn: () => api<CardPaymentView>(`/payments/${token}`),
    refetchInterval: (query) => pollInterval(query.state.data?.status, query.state.dataUpdateCount),
    retry: false,
  });
}

/** My saved cards, and for an employee those his school shares. */
export function useSavedCards() {
  return useQuery({ queryKey: SAVED_CARDS_KEY, queryFn: () => api<SavedCard[]>('/saved-cards') });
}

/** Starts a card's registration: the answer is the provider's page, where the browser goes next. */
export function useStartCardRegistration() {
  return useMutation({
    mutationFn: (input: CardRegistrationInput) =>
      api<PaymentStart>('/card-registrations', { method: 'POST', body: input }),
  });
}

/** A registration of mine, read again until the provider's notification decided it. */
export function useCardRegistration(token: string) {
  return useQuery({
    queryKey: ['card-registrations', token],
    queryFn: () => api<CardRegistrationView>(`/card-registrations/${token}`),
    refetchInterval: (query) => pollInterval(query.state.data?.status, query.state.dataUpdateCount),
    retry: false,
  });
}

export function useShareCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shared }: { id: string; shared: boolean }) =>
      api<SavedCard>(`/saved-cards/${id}/shared`, { method: 'PUT', body: { shared } }),
    onSettled: () => client.invalidateQueries({ queryKey: SAVED_CARDS_KEY }),
  });
}

export function useDeleteCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ deleted: true }>(`/saved-cards/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: SAVED_CARDS_KEY }),
  });
}
