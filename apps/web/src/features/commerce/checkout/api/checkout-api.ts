import type { CheckoutInput, CheckoutQuote, CheckoutQuoteInput, CheckoutResult, Purchase } from '@ds/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { purchasePollInterval } from '../model/purchase-poll';

const quoteKey = (input: CheckoutQuoteInput) => ['checkout-quote', input] as const;
const quoteOf = (input: CheckoutQuoteInput) => api<CheckoutQuote>('/checkout/quote', { method: 'POST', body: input });

/**
 * What the checkout costs for this quantity and voucher (nothing is written); while the next one
 * is asked, the last stays shown. `null` asks nothing (a quantity being typed).
 */
export function useCheckoutQuote(input: CheckoutQuoteInput | null) {
  return useQuery({
    queryKey: quoteKey(input ?? { shopCode: '', articleCode: '', quantity: 0 }),
    queryFn: () => quoteOf(input as CheckoutQuoteInput),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Asks a quote with a voucher before applying it, so a refused code fails here and the shown quote stays. */
export function useQuoteWithVoucher() {
  const client = useQueryClient();
  return (input: CheckoutQuoteInput) =>
    client.fetchQuery({ queryKey: quoteKey(input), queryFn: () => quoteOf(input), retry: false });
}

export function useCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) => api<CheckoutResult>('/checkout', { method: 'POST', body: input }),
  });
}

/** A purchase by its private token (none: nothing asked), read again while a card payment is awaited. */
export function usePurchase(token: string | null) {
  return useQuery({
    queryKey: ['purchases', token],
    queryFn: () => api<Purchase>(`/purchases/${encodeURIComponent(token ?? '')}`),
    enabled: token !== null,
    refetchInterval: (query) => purchasePollInterval(query.state.data, query.state.dataUpdateCount),
    retry: false,
  });
}

/** What the signed-in user bought, newest first. */
export function useMyPurchases() {
  return useQuery({ queryKey: ['purchases', 'mine'], queryFn: () => api<Purchase[]>('/account/purchases') });
}
