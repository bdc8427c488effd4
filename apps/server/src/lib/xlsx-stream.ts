import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell of a generated table: text, a number, or a day (a Date at UTC midnight). */
export type SheetCell = string | number | Date | null;

/** A column's title and, for numbers and days, the format Excel shows them in (`0.00`, `dd.mm.yyyy`). */
export type SheetColumn = string | { header: string; numFmt: string };

/**
 * A one-sheet workbook written row by row with exceljs's streaming writer: each row is
 * committed (and leaves memory) as soon as it is added. Text cells stay text, so a FABER
 * keeps its leading zeros and Excel never turns a number into a date; numbers and days are
 * written as such, in their column's format.
 */
export function xlsxStream(sheetName: string, columns: readonly SheetColumn[], rows: Iterable<SheetCell[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => {
    const header = typeof column === 'string' ? column : column.header;
    const style = typeof column === 'string' ? undefined : { numFmt: column.numFmt };
    return { header, width: Math.max(12, header.length + 2), style };
  });
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    sheet.getRow(1).commit();
    for (const values of rows) sheet.addRow(values.map((value) => value ?? '')).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
