import { IMPORT_MAX_ROWS } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { uploadImport, zipOf } from './import-test-files';
import { isOds, ODS_MAX_COLUMNS, odsRecords } from './ods-records';
import type { SheetRecord } from './sheet-record';
import { zipEntries } from './zip-guard';

const NAMESPACES =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"';
const text = (value: string) =>
  `<table:table-cell office:value-type="string"><text:p>${value}</text:p></table:table-cell>`;
const float = (value: number) =>
  `<table:table-cell office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`;
const date = (iso: string, shown: string) =>
  `<table:table-cell office:value-type="date" office:date-value="${iso}"><text:p>${shown}</text:p></table:table-cell>`;
const empty = (times: number) => `<table:table-cell table:number-columns-repeated="${times}"/>`;
const row = (...cells: string[]) => `<table:table-row>${cells.join('')}</table:table-row>`;

/** An .ods as LibreOffice saves it: its sheet's unused rows and columns written as one huge repeated row. */
function odsFile(rows: string[], extra = ''): Buffer {
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content ${NAMESPACES} office:version="1.3"><office:body><office:spreadsheet>
<table:table table:name="Élèves"><table:table-column table:number-columns-repeated="16384"/>
${rows.join('\n')}
<table:table-row table:number-rows-repeated="1048500"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>
</table:table>${extra}
</office:spreadsheet></office:body></office:document-content>`;
  return zipOf([
    { name: 'mimetype', text: 'application/vnd.oasis.opendocument.spreadsheet', store: true },
    {
      name: 'META-INF/manifest.xml',
      text: '<?xml version="1.0"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>',
    },
    { name: 'content.xml', text: content },
  ]);
}

async function records(zip: Buffer, limit = Number.POSITIVE_INFINITY): Promise<SheetRecord[]> {
  const entries = zipEntries(zip);
  expect(await isOds(zip, entries)).toBe(true);
  const read: SheetRecord[] = [];
  for await (const record of odsRecords(zip, entries)) {
    read.push(record);
    if (read.length >= limit) break;
  }
  return read;
}

const HEADER = row(
  text('FABER'),
  text('Date de naissance'),
  text('E-mail'),
  text('FABER moniteur'),
  text('Nom'),
  text('Prénom'),
);

describe('reading an .ods workbook', () => {
  it('reads text, numbers, dates and repeated cells of the first sheet; the sheet’s million empty rows cost nothing', async () => {
    const ods = odsFile(
      [
        HEADER,
        row(
          float(12345678),
          date('2005-07-09', '09.07.2005'),
          text('lea@example.com'),
          empty(1),
          `<table:table-cell office:value-type="string"><office:annotation><text:p>note</text:p></office:annotation><text:p>Favre<text:s text:c="2"/>Dupuis</text:p></table:table-cell>`,
          text('Léa &amp; Zoë'),
          empty(16378),
        ),
        // Two empty columns written as one repeated cell: the e-mail stays in the third.
        row(text('1234.567.89'), date('1999-12-31T00:00:00', '31.12.1999'), empty(2), text('Müller'), empty(16379)),
        `<table:table-row table:number-rows-repeated="3">${empty(16384)}</table:table-row>`,
        `<table:table-row table:number-rows-repeated="2">${text('87654321')}${empty(16383)}</table:table-row>`,
        row(
          `<table:table-cell table:number-columns-repeated="3" office:value-type="string"><text:p>x</text:p></table:table-cell>`,
        ),
      ],
      `<table:table table:name="Second">${row(text('not read'))}</table:table>`,
    );
    const started = performance.now();
    const read = await records(ods);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(read).toEqual([
      { line: 1, cells: ['FABER', 'Date de naissance', 'E-mail', 'FABER moniteur', 'Nom', 'Prénom'] },
      {
        line: 2,
        cells: [12345678, new Date(Date.UTC(2005, 6, 9)), 'lea@example.com', undefined, 'Favre  Dupuis', 'Léa & Zoë'],
      },
      { line: 3, cells: ['1234.567.89', new Date(Date.UTC(1999, 11, 31)), undefined, undefined, 'Müller'] },
      // Lines 4 to 6 are empty; a filled row repeated twice is two rows.
      { line: 7, cells: ['87654321'] },
      { line: 8, cells: ['87654321'] },
      { line: 9, cells: ['x', 'x', 'x'] },
    ]);
  });

  it('caps a filled cell repeated over every column, and a filled row repeated a million times at one row over the limit', async () => {
    const wide = row(
      '<table:table-cell table:number-columns-repeated="16384" office:value-type="float" office:value="1"><text:p>1</text:p></table:table-cell>',
    );
    const many = `<table:table-row table:number-rows-repeated="1048575">${text('70000001')}</table:table-row>`;
    const ods = odsFile([HEADER, wide, many]);
    let count = 0;
    let widest = 0;
    for await (const record of odsRecords(ods, zipEntries(ods))) {
      count++;
      widest = Math.max(widest, record.cells.length);
    }
    expect(widest).toBe(ODS_MAX_COLUMNS);
    expect(count).toBe(2 + IMPORT_MAX_ROWS + 1);
  });

  it('tells an .ods from an .xlsx and from another OpenDocument file', async () => {
    const text = zipOf([
      { name: 'mimetype', text: 'application/vnd.oasis.opendocument.text', store: true },
      { name: 'content.xml', text: '<x/>' },
    ]);
    expect(await isOds(text, zipEntries(text))).toBe(false);
    const xlsx = zipOf([{ name: 'xl/workbook.xml', text: '<workbook/>' }]);
    expect(await isOds(xlsx, zipEntries(xlsx))).toBe(false);
  });
});

describe('student import of .ods and .xls files', () => {
  const t = useTestApp();

  it('previews an .ods saved by LibreOffice like an .xlsx', async () => {
    const ods = odsFile([
      HEADER,
      row(
        text('70000001'),
        date('2004-03-15', '15.03.2004'),
        text('ods.one@example.com'),
        empty(1),
        text('Rossi'),
        text('Anna'),
      ),
      row(float(70000002), text('01.02.2003'), text('ods.two@example.com'), empty(3), empty(16000)),
      row(text('12'), date('2002-01-01', '01.01.2002'), text('not-an-email')),
    ]);
    const response = await uploadImport(t().app, 'monitor@demo.ch', 'élèves.ods', ods);
    expect(response.statusCode).toBe(201);
    const preview = response.json().data;
    expect(preview).toMatchObject({ fileName: 'élèves.ods', total: 3, valid: 2, invalid: 1, creates: 2 });
    const byLine = (line: number) => preview.rows.find((candidate: { line: number }) => candidate.line === line);
    expect(byLine(2).values).toMatchObject({
      faber: '70000001',
      birthDate: '15.03.2004',
      name: 'Rossi',
      firstname: 'Anna',
    });
    expect(byLine(3).values).toMatchObject({
      faber: '70000002',
      birthDate: '01.02.2003',
      email: 'ods.two@example.com',
    });
    expect(byLine(4).errors.map((error: { field: string }) => error.field)).toEqual(['faber', 'email']);
  });

  it('refuses an Excel 97–2003 .xls by its content, whatever its name, with a code of its own', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4_088)]);
    for (const name of ['eleves.xls', 'eleves.xlsx', 'eleves.csv']) {
      const response = await uploadImport(t().app, 'monitor@demo.ch', name, xls);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'student_import_xls',
        details: [expect.objectContaining({ field: 'file', rule: 'xls' })],
      });
    }
  });
});
