import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** What a phone number may be written with: digits, +, spaces, dots, dashes, slashes and brackets. */
const PHONE_CHARACTERS = /^[\d+\s./()-]+$/;

/** Switzerland's calling code: its numbers are shown as dialled at home. */
const SWISS_CALLING_CODE = '41';

/**
 * A mobile number as Swiss people write it, returned in E.164 (+41791234567), or null when
 * it is not a valid mobile or fixed-or-mobile number (a landline is refused). Switzerland is
 * the default region: `079 123 45 67`, `+41 79 123 45 67`, `0041 79 123 45 67` and
 * `+41 (0)79 123 45 67` are the same number; spaces, dots, dashes and slashes may separate
 * the digits. A foreign number needs its country code (`+33 6 12 34 56 78` or `0033 …`).
 * Never throws.
 */
export function normaliseMobile(input: string): string | null {
  const phone = parsedPhone(input);
  if (!phone) return null;
  const type = phone.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? phone.number : null;
}

/** Any valid phone number, landline included (a school's desk), in E.164, read as `normaliseMobile` reads one. */
export function normalisePhone(input: string): string | null {
  return parsedPhone(input)?.number ?? null;
}

function parsedPhone(input: string) {
  const trimmed = input.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const phone = parsePhoneNumberFromString(trimmed.replace(/^00/, '+'), { defaultCountry: 'CH' });
  return phone?.isValid() ? phone : null;
}

/**
 * A stored number (E.164) as people read it: a Swiss one as dialled at home
 * (+41791234567 → 079 123 45 67), a foreign one with its country code
 * (+33612345678 → +33 6 12 34 56 78); anything it cannot read unchanged. The same text on
 * every screen, the printed sheet and the exports; landlines alike.
 */
export function formatPhone(stored: string): string {
  const phone = parsePhoneNumberFromString(stored);
  if (!phone) return stored;
  return phone.countryCallingCode === SWISS_CALLING_CODE && phone.isValid()
    ? phone.formatNational()
    : phone.formatInternational();
}
