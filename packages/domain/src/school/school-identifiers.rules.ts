import { checkVAT, switzerland } from 'jsvat';
import { isIBANValid, isQRIBAN } from 'swissqrbill/utils';

/** The suffixes of a Swiss VAT number, by language: MWST (de), TVA (fr), IVA (it). */
const VAT_SUFFIXES = ['MWST', 'TVA', 'IVA'] as const;

/**
 * A Swiss VAT number (the company's UID with a VAT suffix) as the school writes it:
 * `CHE-116.281.710 MWST`, `CHE116281710TVA`, `che 116 281 710 iva`. Answers the written form
 * `CHE-116.281.710 MWST` (the suffix given, else MWST), or null when it is not a UID whose
 * check digit (modulo 11, jsvat) is right. Never throws.
 */
export function normaliseVatNumber(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s.-]/g, '');
  const match = /^CHE(\d{9})(MWST|TVA|IVA)?$/.exec(compact);
  if (!match) return null;
  const digits = match[1] as string;
  if (!checkVAT(`CHE${digits}`, [switzerland]).isValid) return null;
  const suffix = (match[2] as (typeof VAT_SUFFIXES)[number] | undefined) ?? 'MWST';
  return `CHE-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)} ${suffix}`;
}

/**
 * A Swiss or Liechtenstein IBAN, the only ones a QR-bill accepts: 21 characters, CH or LI,
 * the ISO 13616 check digits right (modulo 97). Answers it compact and upper-case
 * (`CH9300762011623852957`), or null. A QR-IBAN (institution id 30000–31999) is one too.
 */
export function normaliseIban(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (!/^(CH|LI)\d{2}[0-9A-Z]{17}$/.test(compact)) return null;
  return isIBANValid(compact) ? compact : null;
}

/** Whether an IBAN is a QR-IBAN: invoices to it carry a QR reference. */
export function isQrIban(iban: string): boolean {
  return isQRIBAN(iban);
}

/** An IBAN as it is printed: groups of four (`CH93 0076 2011 6238 5295 7`). */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
