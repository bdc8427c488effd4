import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SheetRecord } from './sheet-record';
import { rebuildZip, type ZipEntry, ZipUnreadableError } from './zip-guard';

const RELATIONS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const NO_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/**
 * The workbook with only what the reader needs, in the order it needs it: relations, workbook,
 * styles and shared strings before the sheets. Excel writes the sheets first, and exceljs's
 * streaming reader would then copy each sheet to a temporary file until the shared strings
 * arrive; in this order it reads the sheet straight from memory. Images, themes and the like
 * are left out.
 */
function streamableWorkbook(zip: Buffer, entries: ZipEntry[]): Buffer {
  const named = (name: string) => entries.find((entry) => entry.name === name);
  const relations = named(RELATIONS);
  const workbook = named(WORKBOOK);
  if (!relations || !workbook) throw new ZipUnreadableError('not an .xlsx workbook');
  const styles = named(STYLES);
  const sheets = entries
    .filter((entry) => WORKSHEET.test(entry.name))
    .sort((a, b) => Number(WORKSHEET.exec(a.name)?.[1]) - Number(WORKSHEET.exec(b.name)?.[1]));
  return rebuildZip(zip, [
    relations,
    workbook,
    ...(styles ? [styles] : []),
    named(SHARED_STRINGS) ?? { name: SHARED_STRINGS, content: NO_SHARED_STRINGS },
    ...sheets,
  ]);
}

/**
 * The rows of the workbook's first sheet, one at a time, with cell values by column (0-based),
 * read with exceljs's streaming reader: the workbook is never held whole as cells in memory.
 * Styles are read so date cells come back as dates.
 */
export async function* xlsxRecords(zip: Buffer, entries: ZipEntry[]): AsyncGenerator<SheetRecord> {
  const input = Readable.from([streamableWorkbook(zip, entries)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = row.values;
        yield { line: row.number, cells: Array.isArray(values) ? values.slice(1) : [] };
      }
      return;
    }
  } finally {
    input.destroy();
  }
}
