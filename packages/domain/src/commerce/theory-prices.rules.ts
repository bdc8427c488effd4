/**
 * Spec §9: "a preferential price applies from the 6th licence for monitors in the same school, on
 * request". The theory-exam licences a school's members must have bought (paid) before it applies.
 */
export const PREFERENTIAL_THEORY_AFTER = 5;

/** A school's request: open until the product administrator approves it (setting its prices) or refuses it. */
export const THEORY_PRICE_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type TheoryPriceRequestStatus = (typeof THEORY_PRICE_REQUEST_STATUSES)[number];

/** A school's preferential unit prices of the three theory-exam licences (centimes on the server, CHF in the API). */
export interface TheoryPrices {
  price1Day: number;
  price30Days: number;
  price365Days: number;
}

/** The price of a licence of so many days (1, 30 or 365: spec §9) in a set of theory-exam prices; null for another length. */
export function theoryPriceFor(prices: TheoryPrices, days: number): number | null {
  if (days === 1) return prices.price1Day;
  if (days === 30) return prices.price30Days;
  return days === 365 ? prices.price365Days : null;
}

/**
 * The unit price of a theory-exam licence for a member of a school, or null when the normal price
 * applies: the school's approved preferential price once its members have bought
 * `PREFERENTIAL_THEORY_AFTER` licences or more before this order. An order is priced whole: one
 * that takes the school past the 5th licence is at the normal price throughout, the next one at
 * the preferential price (one unit price an order, as the order's money is computed).
 */
export function preferentialUnitPrice(input: {
  licencesBoughtBefore: number;
  prices: TheoryPrices | null;
  days: number;
}): number | null {
  if (!input.prices || input.licencesBoughtBefore < PREFERENTIAL_THEORY_AFTER) return null;
  return theoryPriceFor(input.prices, input.days);
}
