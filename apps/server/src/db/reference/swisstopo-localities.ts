import { LOCALITY_COLUMNS, type Locality } from './localities';

/** Liechtenstein's eleven municipalities carry these numbers in the Swiss directories. */
const LIECHTENSTEIN_BFS = { from: 7001, to: 7011 };

/** Header names of swisstopo's "Amtliches Ortschaftenverzeichnis" CSV (older and current editions). */
const HEADERS = {
  name: ['Ortschaftsname'],
  postcode: ['PLZ4', 'PLZ'],
  suffix: ['Zusatzziffer'],
  municipality: ['Gemeindename'],
  bfs: ['BFS-Nr'],
  canton: ['Kantonskürzel', 'Kantonskurzel'],
  share: ['Adressenanteil'],
} as const;

function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

function columnIndex(header: string[], names: readonly string[], required: boolean): number {
  const index = header.findIndex((cell) => names.includes(cell));
  if (index < 0 && required) throw new Error(`swisstopo CSV: no column ${names.join(' or ')}`);
  return index;
}

/** "99.199 %" → 99.199; a missing share sorts last. */
function share(value: string | undefined): number {
  const parsed = Number.parseFloat((value ?? '').replace('%', ''));
  return Number.isFinite(parsed) ? parsed : -1;
}

/**
 * Rows of swisstopo's CSV (semicolon separated, UTF-8 with or without BOM) as seed rows: one
 * per locality and municipality, Liechtenstein recognised by its municipality numbers, each
 * postcode's rows ordered by their share of addresses so the main canton comes first.
 */
export function localitiesFromSwisstopo(csv: string): Locality[] {
  const [headerLine, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim().length > 0);
  if (!headerLine) throw new Error('swisstopo CSV: empty file');
  const delimiter = headerLine.includes(';') ? ';' : ',';
  const header = splitCsvLine(headerLine, delimiter);
  const at = {
    name: columnIndex(header, HEADERS.name, true),
    postcode: columnIndex(header, HEADERS.postcode, true),
    suffix: columnIndex(header, HEADERS.suffix, true),
    municipality: columnIndex(header, HEADERS.municipality, true),
    bfs: columnIndex(header, HEADERS.bfs, true),
    canton: columnIndex(header, HEADERS.canton, true),
    share: columnIndex(header, HEADERS.share, false),
  };
  const rows = lines.map((line) => {
    const cells = splitCsvLine(line, delimiter);
    const bfs = Number(cells[at.bfs]);
    const inLiechtenstein = bfs >= LIECHTENSTEIN_BFS.from && bfs <= LIECHTENSTEIN_BFS.to;
    const name = cells[at.name] ?? '';
    const locality: Locality = {
      country: inLiechtenstein ? 'LI' : 'CH',
      postcode: cells[at.postcode] ?? '',
      postcode_suffix: String(Number(cells[at.suffix] ?? 0)),
      postal_name: name,
      locality: name,
      canton: inLiechtenstein ? '' : (cells[at.canton] ?? ''),
      municipality: cells[at.municipality] ?? '',
      municipality_bfs_number: cells[at.bfs] ?? '',
    };
    return { locality, share: share(at.share >= 0 ? cells[at.share] : undefined) };
  });
  const invalid = rows.find(({ locality }) => !/^\d{4}$/.test(locality.postcode) || !locality.postal_name);
  if (invalid) throw new Error(`swisstopo CSV: unreadable row ${JSON.stringify(invalid.locality)}`);
  return rows
    .sort(
      (a, b) =>
        a.locality.country.localeCompare(b.locality.country) ||
        a.locality.postcode.localeCompare(b.locality.postcode) ||
        Number(a.locality.postcode_suffix) - Number(b.locality.postcode_suffix) ||
        a.locality.postal_name.localeCompare(b.locality.postal_name, 'de') ||
        b.share - a.share,
    )
    .map(({ locality }) => locality);
}

/** The seed file's text (tab separated, one header line). */
export function formatLocalities(localities: Locality[]): string {
  const lines = localities.map((locality) => LOCALITY_COLUMNS.map((column) => locality[column]).join('\t'));
  return `${[LOCALITY_COLUMNS.join('\t'), ...lines].join('\n')}\n`;
}
