import { invoiceTotals } from './vat.rules';

/**
 * The money of a shop order, in integer centimes: one article × quantity, VAT included (none when
 * the seller has no VAT number), the total rounded to 5 centimes, then what a gift voucher pays
 * and what is left to pay by card or invoice. A voucher never pays more than the total, and what
 * is left is itself a multiple of 5 centimes (it is paid in cash terms too).
 */
export interface ShopOrderMoneyInput {
  quantity: number;
  /** Centimes, VAT included. */
  unitPrice: number;
  /** Basis points; null: the seller charges no VAT. */
  vatRate: number | null;
  /** Centimes the buyer's voucher could pay (what is available on it); 0 without a voucher. */
  voucherAvailable: number;
}

export interface ShopOrderMoney {
  subtotal: number;
  /** The VAT the total holds (0 without VAT). */
  vat: number;
  rounding: number;
  /** What the order costs: the subtotal rounded to 5 centimes. */
  total: number;
  /** What the voucher pays of it. */
  voucher: number;
  /** What is left to pay by card or invoice (0: nothing more to pay). */
  due: number;
}

export function shopOrderMoney(input: ShopOrderMoneyInput): ShopOrderMoney {
  const totals = invoiceTotals([{ quantity: input.quantity, unitPrice: input.unitPrice, vatRate: input.vatRate }]);
  const vat = totals.vat.reduce((sum, group) => sum + group.vat, 0);
  // A voucher pays whole 5 centimes when it cannot pay everything, so the rest stays payable in cash.
  const voucher =
    input.voucherAvailable >= totals.total
      ? totals.total
      : Math.min(totals.total, Math.floor(Math.max(0, input.voucherAvailable) / 5) * 5);
  return {
    subtotal: totals.subtotal,
    vat,
    rounding: totals.rounding,
    total: totals.total,
    voucher,
    due: totals.total - voucher,
  };
}

/**
 * Spec §3 Sale or order, "real income": what the seller keeps of an order's income, once the card
 * provider's fee is taken and without what a gift voucher paid (that money came in when the
 * voucher was sold, and counts there).
 */
export function realIncome(order: { total: number; voucher: number; providerFee: number }): number {
  return order.total - order.voucher - order.providerFee;
}

/** The card provider's fee on an amount: basis points of it plus a fixed part, rounded to the centime. */
export function cardFee(amount: number, fee: { basisPoints: number; fixedCentimes: number }): number {
  if (amount <= 0) return 0;
  return Math.round((amount * fee.basisPoints) / 10_000) + fee.fixedCentimes;
}

/** A gift voucher sold in the shop is valid this many years from the day it was paid. */
export const SOLD_VOUCHER_YEARS = 3;

/** The last day a voucher sold on `day` (YYYY-MM-DD) is valid: the same day three years on (28 February for a 29th). */
export function soldVoucherValidTo(day: string): string {
  const monthAndDay = day.slice(4) === '-02-29' ? '-02-28' : day.slice(4);
  return `${Number(day.slice(0, 4)) + SOLD_VOUCHER_YEARS}${monthAndDay}`;
}
