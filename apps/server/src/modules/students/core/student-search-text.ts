/** Lower-cased, accents removed (é → e, ü → u), whitespace collapsed: how the student search compares text. */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface SearchableStudentFields {
  name: string;
  firstname: string;
  faber: string | null;
  email: string | null;
  mobile: string | null;
}

/** +41791234567 as typed at home: 0791234567 (other countries keep their international digits). */
function nationalSwissDigits(digits: string): string | null {
  return digits.startsWith('41') ? `0${digits.slice(2)}` : null;
}

/**
 * The `search_text` of a student: name, first name, FABER, e-mail and mobile (also as bare
 * digits and, for a Swiss number, as dialled at home) so "079 123", "+41 79" or "Müller"
 * typed without its umlaut all find him. Every write of a student stores it.
 */
export function studentSearchText(fields: SearchableStudentFields): string {
  const mobileDigits = fields.mobile?.replace(/\D/g, '') ?? '';
  return normaliseForSearch(
    [
      fields.name,
      fields.firstname,
      fields.faber,
      fields.email,
      fields.mobile,
      mobileDigits,
      nationalSwissDigits(mobileDigits),
    ]
      .filter(Boolean)
      .join(' '),
  );
}
