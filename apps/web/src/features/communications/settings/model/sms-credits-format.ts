/**
 * SMS credits held in hundredths as people read them: two decimals after a point, the Swiss
 * apostrophe between thousands (a comma in English), as CHF amounts are written (`1’250.75`).
 */
export function formatCredits(hundredths: number, language: string): string {
  const whole = Math.round(Math.abs(hundredths));
  const group = language.startsWith('en') ? ',' : '’';
  const units = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const decimals = String(whole % 100).padStart(2, '0');
  return `${hundredths < 0 && whole > 0 ? '-' : ''}${units}.${decimals}`;
}

/** A provider's credit count (ASPSMS answers plain credits, e.g. 153.5) in the same writing. */
export function formatProviderCredits(credits: number, language: string): string {
  return formatCredits(Math.round(credits * 100), language);
}
