import { isQrIban } from '../school/school-identifiers.rules';

/**
 * The references a Swiss QR-bill carries (Swiss Implementation Guidelines QR-bill, §3.3): a QR
 * reference (QRR) with a QR-IBAN, a creditor reference (ISO 11649, SCOR) with an ordinary IBAN.
 * The bank reports the reference with the payment, so an invoice is found again from it.
 */

/** The check-digit table of the recursive modulo 10 (the Swiss banks' "Modulo 10, rekursiv"). */
const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5] as const;

/** The check digit of a string of digits by the recursive modulo 10. */
export function mod10RecursiveCheckDigit(digits: string): number {
  let carry = 0;
  for (const digit of digits) carry = MOD10_TABLE[(carry + Number(digit)) % 10] as number;
  return (10 - carry) % 10;
}

/** A QR reference: the payload (up to 26 digits) padded with leading zeros, then its check digit; 27 digits. */
export function qrReference(payload: string): string {
  if (!/^\d{1,26}$/.test(payload)) throw new Error('A QR reference holds 1 to 26 digits');
  const body = payload.padStart(26, '0');
  return `${body}${mod10RecursiveCheckDigit(body)}`;
}

/** Whether a text (spaces allowed) is a QR reference: 27 digits, the last the check digit of the others. */
export function isValidQrReference(reference: string): boolean {
  const compact = reference.replace(/ /g, '');
  if (!/^\d{27}$/.test(compact)) return false;
  return mod10RecursiveCheckDigit(compact.slice(0, 26)) === Number(compact[26]);
}

/** ISO 7064 MOD 97-10 of letters and digits, letters counting A = 10 … Z = 35 (IBAN and ISO 11649 alike). */
function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = Number.parseInt(character, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

/** An ISO 11649 creditor reference: `RF`, two check digits, then the payload (1 to 21 letters or digits). */
export function creditorReference(payload: string): string {
  const body = payload.toUpperCase();
  if (!/^[0-9A-Z]{1,21}$/.test(body)) throw new Error('A creditor reference holds 1 to 21 letters or digits');
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** Whether a text (spaces allowed, any case) is a creditor reference whose check digits are right. */
export function isValidCreditorReference(reference: string): boolean {
  const compact = reference.replace(/ /g, '').toUpperCase();
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(compact)) return false;
  return mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

/**
 * The reference of an invoice to an account: with a QR-IBAN (institution id 30000–31999) a QR
 * reference, otherwise a creditor reference, both made of the invoice number's letters and digits
 * (`2026-00042` → `…0000202600042` + check digit, or `RF..202600042`), unique per seller like it.
 */
export function invoicePaymentReference(
  iban: string,
  invoiceNumber: string,
): { type: 'QRR' | 'SCOR'; reference: string } {
  const payload = invoiceNumber.replace(/[^0-9A-Za-z]/g, '');
  if (isQrIban(iban)) return { type: 'QRR', reference: qrReference(payload) };
  return { type: 'SCOR', reference: creditorReference(payload) };
}
