import { readFile } from 'node:fs/promises';
import { type Country, citySearchName } from '@ds/domain';

/** The seed file: Swiss official directory of localities plus Liechtenstein (docs/students.md). */
export const LOCALITIES_FILE = new URL('./localities.tsv', import.meta.url);

/**
 * Hand-kept rows the directory's edition lacks (the city-centre postcodes of the large towns,
 * e.g. 1004 Lausanne, 8001 Zürich, 3011 Bern), in the same columns; merged at load, left alone
 * by the converter, and dropped row by row once an edition holds them.
 */
export const SUPPLEMENT_FILE = new URL('./localities-supplement.tsv', import.meta.url);

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

const localityKey = (locality: Locality) =>
  [locality.country, locality.postcode, locality.postal_name, locality.locality, locality.municipality_bfs_number].join(
    '\t',
  );

/** The supplement's rows that the directory does not hold yet. */
export function missingFromDirectory(directory: Locality[], supplement: Locality[]): Locality[] {
  const known = new Set(directory.map(localityKey));
  return supplement.filter((locality) => !known.has(localityKey(locality)));
}

/** The directory and the rows of the supplement it lacks. */
export async function readLocalities(): Promise<Locality[]> {
  const directory = parseLocalities(await readFile(LOCALITIES_FILE, 'utf8'));
  const supplement = parseLocalities(await readFile(SUPPLEMENT_FILE, 'utf8'));
  return [...directory, ...missingFromDirectory(directory, supplement)];
}

export async function readCities(): Promise<CityRow[]> {
  return citiesOf(await readLocalities());
}
