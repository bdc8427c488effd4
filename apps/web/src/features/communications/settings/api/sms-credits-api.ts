import type { SmsCredits } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SMS_CREDITS_KEY = ['sms-credits'] as const;

/** This month's SMS credits (hundredths of a credit): allowance, used, packs, available. */
export function useSmsCredits() {
  return useQuery({ queryKey: SMS_CREDITS_KEY, queryFn: () => api<SmsCredits>('/sms-credits') });
}
