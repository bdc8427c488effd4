import type { Language, Plan } from '@ds/domain';

type Names = Pick<Plan, 'nameFr' | 'nameDe' | 'nameIt'>;
type Descriptions = Pick<Plan, 'descriptionFr' | 'descriptionDe' | 'descriptionIt'>;

const ORDER = ['fr', 'de', 'it'] as const;
const SUFFIX = { fr: 'Fr', de: 'De', it: 'It' } as const;

/** The languages to try: the interface's first (English reads French), then French, German, Italian. */
function languagesFor(language: Language): readonly (typeof ORDER)[number][] {
  const first = language === 'en' ? 'fr' : language;
  return [first, ...ORDER.filter((candidate) => candidate !== first)];
}

/** A plan's name in the interface language, or in the first other language that has one. */
export function planName(plan: Names, language: Language): string {
  for (const candidate of languagesFor(language)) {
    const name = plan[`name${SUFFIX[candidate]}`].trim();
    if (name) return name;
  }
  return '';
}

/** A plan's description in the interface language, or in the first other language that has one. */
export function planDescription(plan: Descriptions, language: Language): string {
  for (const candidate of languagesFor(language)) {
    const description = plan[`description${SUFFIX[candidate]}`].trim();
    if (description) return description;
  }
  return '';
}
