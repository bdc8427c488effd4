import { ORDER_QUANTITY_MAX, type PLAN_PAYMENT_MODES, toCentimes } from '@ds/domain';

type PaymentMode = (typeof PLAN_PAYMENT_MODES)[number];

/**
 * The payment modes that can be used now: an invoice. Card payment arrives with the shop; until
 * then the server refuses it and the form shows it disabled.
 */
export const PAYMENT_MODES_READY: readonly PaymentMode[] = ['invoice'];

/** A whole number as typed; an empty or partial field is no number (NaN: "required"). */
export function wholeNumberOf(input: string | number): number {
  return typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input);
}

/** What `quantity` purchases of a plan at `price` CHF cost, in centimes; null while the quantity is not one that can be ordered. */
export function orderTotal(price: number, quantity: number): number | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_QUANTITY_MAX) return null;
  return toCentimes(price) * quantity;
}

/** The mode the form starts on: one that can be used now, else the plan's first (the server says why not). */
export function defaultPaymentMode(modes: readonly PaymentMode[]): PaymentMode | null {
  return modes.find((mode) => PAYMENT_MODES_READY.includes(mode)) ?? modes[0] ?? null;
}
