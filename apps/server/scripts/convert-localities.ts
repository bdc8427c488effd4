// npm run localities:convert -w apps/server -- <AMTOVZ_CSV_LV95.csv> [output.tsv]
// Turns swisstopo's "Amtliches Ortschaftenverzeichnis" CSV into the cities seed file
// (src/db/reference/localities.tsv by default); the server loads it at its next start.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALITIES_FILE, parseLocalities } from '../src/db/reference/localities';
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
