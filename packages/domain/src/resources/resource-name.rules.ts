import type { ResourceType } from './resources.constants';

export interface ResourceNames {
  nameFr: string;
  nameDe: string;
  nameIt: string;
}

const NAME_FIELD = { fr: 'nameFr', de: 'nameDe', it: 'nameIt' } as const;
const FALLBACK_ORDER = ['fr', 'de', 'it'] as const;

/**
 * A resource's name for a reader: his language's when given, else the first given of French,
 * German and Italian (English readers get the French one first, the product's default).
 */
export function resourceName(resource: ResourceNames, language: string): string {
  const own = NAME_FIELD[language.slice(0, 2) as keyof typeof NAME_FIELD];
  const order = own
    ? [own, ...FALLBACK_ORDER.map((code) => NAME_FIELD[code])]
    : FALLBACK_ORDER.map((c) => NAME_FIELD[c]);
  for (const field of order) {
    const name = resource[field].trim();
    if (name) return name;
  }
  return '';
}

/** The resource type a file suggests, from the media type its content was recognised as. */
export function typeOfFile(mimeType: string): ResourceType {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  return 'document';
}
