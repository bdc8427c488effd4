import { SESSION_KEY_PREFIXES } from '@/lib/storage-keys';

const keyOf = (paymentToken: string) => `${SESSION_KEY_PREFIXES.purchaseOfPayment}${paymentToken}`;

/**
 * The card payment's view does not name its purchase: before the browser leaves for the card
 * provider, the purchase's private token is kept under the payment's, for /spc to show it.
 */
export function rememberPurchaseOfPayment(paymentToken: string, accessToken: string): void {
  sessionStorage.setItem(keyOf(paymentToken), accessToken);
}

/** The purchase's private token this tab kept for a card payment, if any. */
export function purchaseOfPayment(paymentToken: string): string | null {
  return sessionStorage.getItem(keyOf(paymentToken));
}
