import { smsLength } from '../catalogue/reminders/sms.rules';

/**
 * What one SMS part costs, in hundredths of a credit, by the recipient's E.164 prefix (the
 * longest matching prefix wins; a number no prefix matches costs `SMS_FOREIGN_PRICE`). This is
 * the product's own price list, not an operator's tariff: it keeps the promise of "1 to 1.75
 * credits depending on the operator".
 */
export const SMS_OPERATOR_PRICES: Readonly<Record<string, number>> = {
  // Swiss mobile ranges: the large networks…
  '+4176': 100,
  '+4178': 100,
  '+4179': 100,
  // …and the others.
  '+4175': 125,
  '+4177': 125,
  '+423': 125, // Liechtenstein
  '+33': 150,
  '+39': 150,
  '+43': 150,
  '+49': 150,
};

export const SMS_FOREIGN_PRICE = 175;

export interface SmsCost {
  segments: number;
  /** Hundredths of a credit for each part. */
  perSegment: number;
  /** Hundredths of a credit for the whole text: segments × perSegment. */
  total: number;
}

/** Hundredths of a credit one part to `number` costs: the price of the longest prefix it starts with. */
export function smsPricePerSegment(number: string, prices: Readonly<Record<string, number>> = SMS_OPERATOR_PRICES) {
  let best: { prefix: string; price: number } | null = null;
  for (const [prefix, price] of Object.entries(prices)) {
    if (number.startsWith(prefix) && (!best || prefix.length > best.prefix.length)) best = { prefix, price };
  }
  return best?.price ?? SMS_FOREIGN_PRICE;
}

/** The credits (hundredths) sending `text` to `number` costs; more than one segment calls for a warning. */
export function smsCost(number: string, text: string): SmsCost {
  const { segments } = smsLength(text);
  const perSegment = smsPricePerSegment(number);
  return { segments, perSegment, total: segments * perSegment };
}
