/** The provider's payment method codes, as people know the cards. */
const BRANDS: Record<string, string> = {
  VIS: 'Visa',
  ECA: 'Mastercard',
  AMX: 'American Express',
  DIN: 'Diners Club',
  DIS: 'Discover',
  JCB: 'JCB',
  CUP: 'UnionPay',
  MAU: 'Maestro',
  PFC: 'PostFinance Card',
};

export function cardBrandName(code: string): string {
  return BRANDS[code] ?? code;
}

/** A card's end date as printed on it: MM/YY. */
export function cardEndDate(card: { expiryMonth: number; expiryYear: number }): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
}
