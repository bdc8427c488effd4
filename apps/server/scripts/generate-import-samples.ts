// npm run samples:import -w apps/server — writes docs/samples/students-import.xlsx and .csv.
// Row 4 (Lukas Müller) updates a demo student; row 3 names monitor@demo.ch (FABER 10000002) as
// the managing monitor; row 5 is the bad row: an 11-character FABER with letters, 31.02.2001,
// and an e-mail without @.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { csvFile, type SampleCell, xlsxFile } from '../src/modules/students';

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));

const HEADER = ['FABER', 'Date de naissance', 'E-mail', 'FABER du moniteur', 'Nom', 'Prénom', 'Mobile'];
const ROWS: SampleCell[][] = [
  ['80412365', '14.03.2006', 'lina.rochat@example.com', null, 'Rochat', 'Lina', '+41 79 412 36 50'],
  ['805.123.456', day(2004, 7, 21), 'giulia.neri@example.ch', null, 'Neri', 'Giulia', '+41 76 555 12 34'],
  ['80412366', '02.11.2005', 'tom.berger@example.com', '10000002', 'Berger', 'Tom', null],
  ['58213049', '03.09.2005', 'lukas.mueller@example.ch', null, 'Müller', 'Lukas', '+41 79 123 45 01'],
  ['1234567AB12', '31.02.2001', 'marc.dupont.example.com', null, 'Dupont', 'Marc', null],
  ['7301-2245-88', day(2007, 1, 30), 'noe.favre@example.com', null, 'Favre', 'Noé', '+41 78 301 22 45'],
  ['9012 3456 7', '29.02.2004', 'elena.keller@example.ch', null, 'Keller', 'Elena', null],
  ['80412367', '11.12.2003', 'yanis.berset@example.com', null, 'Berset', 'Yanis', '+41 77 804 12 36'],
];

const samples = fileURLToPath(new URL('../../../docs/samples/', import.meta.url));
await mkdir(samples, { recursive: true });
await writeFile(`${samples}students-import.xlsx`, await xlsxFile(HEADER, ROWS));
await writeFile(`${samples}students-import.csv`, csvFile(HEADER, ROWS));
process.stdout.write(`${samples}students-import.xlsx and .csv: ${ROWS.length} rows\n`);
