import { type SubscriptionOrder, translatedText } from '@ds/domain';
import { useCurrentLanguage } from '@/lib/current-language';
import { formatDate } from '@/lib/format';
import { formatChfAmount } from '@/lib/format-chf';

/** How an order's plan, amount and days read in the current language. */
export function useOrderFormat() {
  const language = useCurrentLanguage();
  return {
    planOf: (order: SubscriptionOrder) => translatedText(order.plan, 'name', language),
    amountOf: (order: SubscriptionOrder) => formatChfAmount(order.amount),
    dayOf: (instant: string | null) => (instant ? formatDate(new Date(instant)) : '—'),
  };
}
