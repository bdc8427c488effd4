/**
 * A CHF amount held in centimes as Swiss people write it in every language: the currency
 * first, a point before the centimes, the apostrophe between thousands (`CHF 1’250.50`; a
 * comma in English). Written out rather than left to Intl, whose locale data puts the
 * currency last in fr-CH and groups it-CH differently from one browser to the next.
 */
export function formatChf(centimes: number, language: string): string {
  const whole = Math.round(Math.abs(centimes));
  const group = language.startsWith('en') ? ',' : '’';
  const francs = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const cents = String(whole % 100).padStart(2, '0');
  // A no-break space keeps the currency on the amount's line.
  return `CHF\u00a0${centimes < 0 && whole > 0 ? '-' : ''}${francs}.${cents}`;
}
