// npm run localities:convert -w apps/server -- <AMTOVZ_CSV_LV95.csv> [output.tsv]
// Turns swisstopo's "Amtliches Ortschaftenverzeichnis" CSV into the cities seed file
// (src/db/reference/localities.tsv by default); the server loads it at its next start.
// Source: swisstopo / Federal Statistical Office, official directory of localities, open
// government data (free use, attribution "source: swisstopo"). No npm package ships it, so the
// CSV is downloaded by hand. The hand-kept localities-supplement.tsv is left as it is: the
// script lists the rows of it the new edition holds, which can then be removed from it.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LOCALITIES_FILE,
  missingFromDirectory,
  parseLocalities,
  SUPPLEMENT_FILE,
} from '../src/db/reference/localities';
import { formatLocalities, localitiesFromSwisstopo } from '../src/db/reference/swisstopo-localities';

const [input, output = fileURLToPath(LOCALITIES_FILE)] = process.argv.slice(2);
if (!input) {
  process.stderr.write('Usage: npm run localities:convert -w apps/server -- <AMTOVZ_CSV_LV95.csv> [output.tsv]\n');
  process.exit(2);
}

const converted = localitiesFromSwisstopo(await readFile(resolve(process.env.INIT_CWD ?? '.', input), 'utf8'));
// An edition without Liechtenstein keeps the seed file's hand-entered Liechtenstein rows.
const localities = converted.some((locality) => locality.country === 'LI')
  ? converted
  : [
      ...converted,
      ...parseLocalities(await readFile(LOCALITIES_FILE, 'utf8')).filter((locality) => locality.country === 'LI'),
    ];
await writeFile(output, formatLocalities(localities));
const count = (country: string) => localities.filter((locality) => locality.country === country).length;
process.stdout.write(`${output}: ${count('CH')} Swiss and ${count('LI')} Liechtenstein localities\n`);
const supplement = parseLocalities(await readFile(SUPPLEMENT_FILE, 'utf8'));
const stillMissing = new Set(missingFromDirectory(localities, supplement));
const covered = supplement.filter((locality) => !stillMissing.has(locality));
if (covered.length > 0) {
  const names = covered.map((locality) => `${locality.postcode} ${locality.postal_name}`).join(', ');
  process.stdout.write(`localities-supplement.tsv: this edition holds ${covered.length} of its rows (${names})\n`);
}
