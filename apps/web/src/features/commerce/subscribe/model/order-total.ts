import { ORDER_QUANTITY_MAX, type PLAN_PAYMENT_MODES, toCentimes } from '@ds/domain';

type PaymentMode = (typeof PLAN_PAYMENT_MODES)[number];

/** A whole number as typed; an empty or partial field is no number (NaN: "required"). */
export function wholeNumberOf(input: string | number): number {
  return typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input);
}

/** What `quantity` purchases of a plan at `price` CHF cost, in centimes; null while the quantity is not one that can be ordered. */
export function orderTotal(price: number, quantity: number): number | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_QUANTITY_MAX) return null;
  return toCentimes(price) * quantity;
}

/** The mode the form starts on: the invoice when the plan takes it, else its first (the server offers only modes that work). */
export function defaultPaymentMode(modes: readonly PaymentMode[]): PaymentMode | null {
  return modes.includes('invoice') ? 'invoice' : (modes[0] ?? null);
}
