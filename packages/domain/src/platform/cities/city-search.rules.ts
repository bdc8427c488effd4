/**
 * How a city name is compared in the postcode-or-name search: lower-cased, accents removed,
 * hyphens, apostrophes and dots read as spaces ("la chaux de fonds" finds La Chaux-de-Fonds,
 * "zurich" finds Zürich).
 */
export function citySearchName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A postcode search: digits only (spaces ignored). */
export function isPostcodeQuery(query: string): boolean {
  return /^\d+$/.test(query.replace(/\s/g, ''));
}
