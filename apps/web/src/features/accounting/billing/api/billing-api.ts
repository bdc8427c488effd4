import type {
  AccountingSettings,
  LessonInvoice,
  LessonInvoiceInput,
  OpenBill,
  OpenBills,
  OpenBillsQuery,
  PaymentRecordInput,
} from '@ds/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TURNOVER_KEY } from '../../turnover/api/turnover-api';

const OPEN_BILLS_KEY = ['accounting-open-bills'] as const;
const SETTINGS_KEY = ['accounting-settings'] as const;

/** Everything owed to the reader, per student, oldest first (spec §2 /accounting/billing). */
export function useOpenBills(query: OpenBillsQuery, enabled: boolean) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.monitorId) params.set('monitorId', query.monitorId);
  return useQuery({
    queryKey: [...OPEN_BILLS_KEY, query],
    queryFn: () => api<OpenBills>(`/accounting/open-bills?${params}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Settling changes the open bills and the turnover's collected amounts: both are read again. */
function useBillingMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: OPEN_BILLS_KEY }),
        client.invalidateQueries({ queryKey: TURNOVER_KEY }),
      ]);
    },
  });
}

const PAYMENT_PATHS: Record<OpenBill['kind'], string> = {
  lesson: '/accounting/lessons',
  lesson_invoice: '/accounting/invoices',
  charge: '/accounting/charges',
  shop_invoice: '/shop-orders',
};
const paymentPath = (bill: Pick<OpenBill, 'kind' | 'id'>) =>
  `${PAYMENT_PATHS[bill.kind]}/${encodeURIComponent(bill.id)}/payment`;

/** Records how and when a lesson or an invoice was paid (a shop invoice's payment is recorded as the shop does: today). */
export function useRecordPayment() {
  return useBillingMutation(({ bill, payment }: { bill: Pick<OpenBill, 'kind' | 'id'>; payment: PaymentRecordInput }) =>
    api<unknown>(paymentPath(bill), { method: 'POST', body: bill.kind === 'shop_invoice' ? undefined : payment }),
  );
}

/** One QR-bill invoice of a student's unpaid lessons, mailed to him. */
export function useInvoiceLessons() {
  return useBillingMutation((input: LessonInvoiceInput) =>
    api<LessonInvoice>('/accounting/invoices', { method: 'POST', body: input }),
  );
}

/** Cancels an open invoice: its lessons are owed again one by one. */
export function useCancelInvoice() {
  return useBillingMutation((id: string) =>
    api<LessonInvoice>(`/accounting/invoices/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
  );
}

export const invoicePdfPath = (id: string) => `/accounting/invoices/${encodeURIComponent(id)}/invoice.pdf`;

export function useAccountingSettings(enabled: boolean) {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api<AccountingSettings>('/accounting/settings'),
    enabled,
  });
}

export function useSaveAccountingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AccountingSettings) =>
      api<AccountingSettings>('/accounting/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}
