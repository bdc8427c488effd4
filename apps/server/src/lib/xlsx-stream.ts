import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A one-sheet workbook written row by row with exceljs's streaming writer: each row is
 * committed (and leaves memory) as soon as it is added. Text cells stay text, so a FABER
 * keeps its leading zeros and Excel never turns a number into a date.
 */
export function xlsxStream(sheetName: string, header: string[], rows: Iterable<(string | null)[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((title) => ({ header: title, width: Math.max(12, title.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    sheet.getRow(1).commit();
    for (const values of rows) sheet.addRow(values.map((value) => value ?? '')).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
