import ExcelJS from 'exceljs';
import type { SheetCell } from '../../../lib/xlsx-stream';

export { csvFile } from '../../../lib/csv-file';

/** A cell of a generated student list: text, a number, or a date (written as an Excel date cell). */
export type SampleCell = SheetCell;

/**
 * A student list as an .xlsx file in memory, as Excel would write it: dates as date cells
 * (DD.MM.YYYY), everything else as typed. Used by the sample files, the tests and the benchmark.
 */
export async function xlsxFile(header: string[], rows: SampleCell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(header).font = { bold: true };
  for (const values of rows) {
    const row = sheet.addRow(values.map((value) => value ?? undefined));
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd.mm.yyyy';
    });
  }
  header.forEach((_, index) => {
    sheet.getColumn(index + 1).width = 22;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
