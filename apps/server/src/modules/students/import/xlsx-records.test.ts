import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellDay, cellText } from './cell-values';
import type { SheetRecord } from './sheet-record';
import { xlsxRecords } from './xlsx-records';
import { type XmlAttributes, type XmlHandler, XmlReader, XmlUnreadableError } from './xml-reader';
import { zipEntries } from './zip-guard';

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));

/** A workbook with every kind of cell a student list may hold, and a second sheet. */
async function variedWorkbook(date1904: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.properties.date1904 = date1904;
  const sheet = workbook.addWorksheet('Élèves');
  sheet.addRow(['FABER', 'Date de naissance', 'E-mail', 'Nom & prénom <b>', 'Mobile']);
  sheet.addRow([12345678, day(2001, 2, 28), 'lea@example.com', 'Léa Favre', '+41 79 123 45 67']);
  sheet.getCell('B2').numFmt = 'dd.mm.yyyy';
  sheet.addRow(['1234.567.89', day(1999, 12, 31), { text: 'mail', hyperlink: 'mailto:a@b.ch' }, null, true]);
  sheet.getCell('B3').numFmt = 'mm-dd-yy';
  sheet.addRow([
    { richText: [{ text: '8765' }, { font: { bold: true }, text: '4321' }] },
    36_526,
    { formula: 'LOWER("NOE@EXAMPLE.COM")', result: 'noe@example.com' },
    'Zoë 🚗 Müller',
    { error: '#N/A' },
  ]);
  sheet.addRow([]);
  sheet.getCell('A6').value = '00123456';
  sheet.getCell('E6').value = 3.5;
  workbook.addWorksheet('Other').addRow(['not read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * How exceljs read the first sheet, the import's reader until now. Its whole-workbook reader, not its streaming
 * one: the streaming one fails when the zip lists a worksheet before xl/workbook.xml, which exceljs's own writer
 * sometimes does.
 */
async function excelJsRecords(content: Buffer): Promise<SheetRecord[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  const records: SheetRecord[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    records.push({ line: row.number, cells: Array.isArray(row.values) ? row.values.slice(1) : [] });
  });
  return records;
}

async function records(content: Buffer): Promise<SheetRecord[]> {
  const result: SheetRecord[] = [];
  for await (const record of xlsxRecords(content, zipEntries(content))) result.push(record);
  return result;
}

/** What the import makes of a row: each cell's text and, read as a birth date, its day. */
const asImported = (rows: SheetRecord[]) =>
  rows.map(({ line, cells }) => ({
    line,
    cells: Array.from({ length: 5 }, (_, index) => [cellText(cells[index]), cellDay(cells[index])]),
  }));

describe('xlsx records', () => {
  it.each([false, true])('reads every cell as exceljs did, dates included (1904 date system: %s)', async (date1904) => {
    const content = await variedWorkbook(date1904);
    const read = await records(content);
    expect(asImported(read)).toEqual(asImported(await excelJsRecords(content)));
    expect(read[1]?.cells[1]).toEqual(day(2001, 2, 28));
    expect(read[3]?.cells.slice(0, 4)).toEqual(['87654321', 36_526, 'noe@example.com', 'Zoë 🚗 Müller']);
  });

  it('refuses a zip without a workbook part', async () => {
    const content = await variedWorkbook(false);
    const entries = zipEntries(content).filter((entry) => entry.name !== 'xl/workbook.xml');
    await expect(async () => {
      for await (const _ of xlsxRecords(content, entries));
    }).rejects.toThrow('not an .xlsx workbook');
  });
});

describe('xml scanner', () => {
  const document = Buffer.from(
    '\uFEFF<?xml version="1.0"?><!-- a > comment --><x:sst xmlns:x="urn:x" a=\'1>2\'>' +
      '<si><t xml:space="preserve"> Müller &amp; fils &#233;&#x1F697; </t></si>' +
      '<si><t><![CDATA[<raw> & é]]></t><empty/></si></x:sst>',
  );
  /** Text may come in pieces: one event per text between two tags. */
  const joinTexts = (events: string[]) =>
    events.reduce<string[]>((joined, event) => {
      const last = joined.length - 1;
      if (!event.startsWith('<') && last >= 0 && !joined[last]?.startsWith('<')) joined[last] += event;
      else joined.push(event);
      return joined;
    }, []);
  const inChunks = (content: Buffer, size: number) =>
    Array.from({ length: Math.ceil(content.length / size) }, (_, index) =>
      content.subarray(index * size, (index + 1) * size),
    );
  const scan = (chunks: Buffer[]) => {
    const events: string[] = [];
    let wanted = false;
    const handler: XmlHandler = {
      get wantsText() {
        return wanted;
      },
      open(name: string, attributes: XmlAttributes) {
        events.push(`<${name} a=${attributes.get('a')} space=${attributes.get('space')}>`);
        wanted = name === 't';
      },
      close(name: string) {
        events.push(`</${name}>`);
        wanted = false;
      },
      text(text: string) {
        events.push(text);
      },
    };
    const reader = new XmlReader(handler);
    for (const chunk of chunks) reader.write(chunk);
    reader.end();
    return events;
  };

  it('reports the same elements and text whatever the chunks, split inside tags, entities and characters', () => {
    const whole = scan([document]);
    expect(whole).toEqual([
      '<sst a=1>2 space=undefined>',
      '<si a=undefined space=undefined>',
      '<t a=undefined space=preserve>',
      ' Müller & fils é🚗 ',
      '</t>',
      '</si>',
      '<si a=undefined space=undefined>',
      '<t a=undefined space=undefined>',
      '<raw> & é',
      '</t>',
      '<empty a=undefined space=undefined>',
      '</empty>',
      '</si>',
      '</sst>',
    ]);
    const byteByByte = Array.from(document, (byte) => Buffer.from([byte]));
    expect(joinTexts(scan(byteByByte))).toEqual(whole);
  });

  it('reads a long text and skips one it does not want, whatever the chunks', () => {
    const text = 'é&amp;'.repeat(200_000);
    const long = Buffer.from(`<sst>${' '.repeat(3_000_000)}<si><t>${text}</t></si></sst>`);
    const started = performance.now();
    const events = scan(inChunks(long, 1_000));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(events.filter((event) => !event.startsWith('<')).join('')).toBe('é&'.repeat(200_000));
  });

  it('refuses a document that stops inside a tag, one that is not well-formed, and a DTD entity', () => {
    expect(() => scan([Buffer.from('<sst><si')])).toThrow(XmlUnreadableError);
    expect(() => scan([Buffer.from('<sst><si></sst>')])).toThrow(XmlUnreadableError);
    const entity = '<!DOCTYPE sst [<!ENTITY x "expanded">]><sst><si><t>&x;</t></si></sst>';
    expect(() => scan([Buffer.from(entity)])).toThrow(XmlUnreadableError);
  });
});
