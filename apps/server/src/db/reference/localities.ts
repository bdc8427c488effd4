import { readFile } from 'node:fs/promises';
import { type Country, citySearchName } from '@ds/domain';

/** The seed file: Swiss official directory of localities plus Liechtenstein (docs/students.md). */
export const LOCALITIES_FILE = new URL('./localities.tsv', import.meta.url);

/** Columns of the seed file, in order (`scripts/convert-localities.ts` writes the same). */
export const LOCALITY_COLUMNS = [
  'country',
  'postcode',
  'postcode_suffix',
  'postal_name',
  'locality',
  'canton',
  'municipality',
  'municipality_bfs_number',
] as const;

export type Locality = Record<(typeof LOCALITY_COLUMNS)[number], string>;

export interface CityRow {
  country: Country;
  postcode: string;
  name: string;
  canton: string | null;
  searchName: string;
}

export function parseLocalities(text: string): Locality[] {
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line.length > 0);
  if (header !== LOCALITY_COLUMNS.join('\t')) throw new Error('localities.tsv: unexpected header');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(LOCALITY_COLUMNS.map((column, index) => [column, cells[index] ?? ''])) as Locality;
  });
}

const NAMESAKE_WEIGHT = 1_000;

/**
 * One city per country, postcode and postal name (what an address carries). A postal name
 * that spans cantons keeps the canton of its namesake locality (2523 Lignières is in NE even
 * though its hamlet La Praye is in BE), else of most of its localities, else of the first.
 */
export function citiesOf(localities: Locality[]): CityRow[] {
  const cantonVotes = new Map<string, { city: Omit<CityRow, 'canton'>; votes: Map<string, number> }>();
  for (const locality of localities) {
    const key = `${locality.country}\t${locality.postcode}\t${locality.postal_name}`;
    let entry = cantonVotes.get(key);
    if (!entry) {
      entry = {
        city: {
          country: locality.country as Country,
          postcode: locality.postcode,
          name: locality.postal_name,
          searchName: citySearchName(locality.postal_name),
        },
        votes: new Map(),
      };
      cantonVotes.set(key, entry);
    }
    const weight = locality.locality === locality.postal_name ? NAMESAKE_WEIGHT : 1;
    entry.votes.set(locality.canton, (entry.votes.get(locality.canton) ?? 0) + weight);
  }
  return [...cantonVotes.values()].map(({ city, votes }) => {
    const [canton] = [...votes.entries()].reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best));
    return { ...city, canton: canton || null };
  });
}

export async function readCities(): Promise<CityRow[]> {
  return citiesOf(parseLocalities(await readFile(LOCALITIES_FILE, 'utf8')));
}
