/** A text kept in the three national languages, as records name their columns (`nameFr`, `descriptionDe`…). */
export type Translated<Field extends string> = Record<`${Field}Fr` | `${Field}De` | `${Field}It`, string>;

const SUFFIXES = { fr: 'Fr', de: 'De', it: 'It' } as const;
const FALLBACK_ORDER = ['fr', 'de', 'it'] as const;

/**
 * A record's text for a reader: his language's when given, else the first given of French,
 * German and Italian (English readers get the French one first, the product's default); blanks
 * count as missing. Resources, plans, and whatever else is written in three languages read it so.
 */
export function translatedText<Field extends string>(
  record: Translated<Field>,
  field: Field,
  language: string,
): string {
  const own = language.slice(0, 2);
  const order = FALLBACK_ORDER.includes(own as 'fr') ? [own as 'fr', ...FALLBACK_ORDER] : FALLBACK_ORDER;
  for (const code of order) {
    const text = record[`${field}${SUFFIXES[code]}`].trim();
    if (text) return text;
  }
  return '';
}
