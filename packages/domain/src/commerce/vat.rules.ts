/**
 * Swiss VAT on an invoice, in integer centimes. Prices are written VAT included, as Swiss prices
 * to consumers are: the VAT an amount holds is taken out of it, never added on top, so what the
 * buyer was shown is what he pays. A seller without a VAT number charges none.
 */

export const VAT_CATEGORIES = ['standard', 'reduced', 'accommodation'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/**
 * The one table of rates, in basis points (810 = 8.1 %), each row from the day it took effect
 * (the Federal Tax Administration's rates: 7.7 / 2.5 / 3.7 from 2018, 8.1 / 2.6 / 3.8 from 2024).
 */
export const VAT_RATES: readonly ({ from: string } & Record<VatCategory, number>)[] = [
  { from: '2018-01-01', standard: 770, reduced: 250, accommodation: 370 },
  { from: '2024-01-01', standard: 810, reduced: 260, accommodation: 380 },
];

/** The rate in force on a day (`YYYY-MM-DD`), in basis points. */
export function vatRateOn(day: string, category: VatCategory = 'standard'): number {
  const row = VAT_RATES.findLast((candidate) => candidate.from <= day) ?? VAT_RATES[0];
  return (row as Record<VatCategory, number>)[category];
}

/** A rate as people write it: 810 → "8.1", 770 → "7.7", 800 → "8". */
export function formatVatRate(rate: number): string {
  return String(rate / 100);
}

/**
 * Rounds to the nearest 5 centimes, as Swiss cash and invoices are settled (there is no 1- or
 * 2-centime coin): …1 and …2 down, …3 and …4 up.
 */
export function roundToFiveCentimes(centimes: number): number {
  return Math.round(centimes / 5) * 5;
}

/** The VAT an amount that includes it holds, to the centime (half a centime up). */
export function includedVat(gross: number, rate: number): number {
  return Math.round((gross * rate) / (10_000 + rate));
}

export interface InvoiceLineInput {
  quantity: number;
  /** Centimes, VAT included. */
  unitPrice: number;
  /** Basis points; null: no VAT (the seller has no VAT number). */
  vatRate: number | null;
}

export interface VatGroup {
  /** Basis points. */
  rate: number;
  /** What the lines at this rate cost, VAT included. */
  gross: number;
  net: number;
  vat: number;
}

export interface InvoiceTotals {
  /** Each line's amount: quantity × unit price. */
  lineAmounts: number[];
  /** The lines added up, VAT included. */
  subtotal: number;
  /** The VAT the subtotal holds, one group per rate (none without VAT), by rate. */
  vat: VatGroup[];
  /** What rounding the subtotal to 5 centimes added (−2 to +2). */
  rounding: number;
  /** What the buyer pays: the subtotal rounded to 5 centimes. */
  total: number;
}

/**
 * The totals of an invoice: line amounts, the VAT each rate holds (computed once on the rate's
 * total, not line by line, so it never drifts by a centime per line), and the total rounded to
 * 5 centimes. Always: lines add up to the subtotal, each group's net and VAT to its gross, the
 * groups to the subtotal (lines without VAT aside), and subtotal plus rounding to the total.
 */
export function invoiceTotals(lines: readonly InvoiceLineInput[]): InvoiceTotals {
  const lineAmounts = lines.map((line) => line.quantity * line.unitPrice);
  const subtotal = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const grossByRate = new Map<number, number>();
  lines.forEach((line, index) => {
    if (line.vatRate === null) return;
    grossByRate.set(line.vatRate, (grossByRate.get(line.vatRate) ?? 0) + (lineAmounts[index] ?? 0));
  });
  const vat = [...grossByRate]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const held = includedVat(gross, rate);
      return { rate, gross, net: gross - held, vat: held };
    });
  const total = roundToFiveCentimes(subtotal);
  return { lineAmounts, subtotal, vat, rounding: total - subtotal, total };
}
