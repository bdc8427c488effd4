import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A mobile number in international format (spec §5, e.g. +41 77 000 00 00), returned in
 * E.164 (+41770000000), or null when it is not a valid mobile or fixed-or-mobile number.
 */
export function normaliseMobile(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed.startsWith('+') && !trimmed.startsWith('00')) return null;
  const phone = parsePhoneNumberFromString(trimmed.replace(/^00/, '+'));
  if (!phone?.isValid()) return null;
  const type = phone.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? phone.number : null;
}

/** A stored number (E.164) as people read it: +41770000000 → +41 77 000 00 00; anything else unchanged. */
export function formatMobile(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}
