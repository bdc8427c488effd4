import ExcelJS from 'exceljs';

/** A cell of a generated student list: text, a number, or a date (written as an Excel date cell). */
export type SampleCell = string | number | Date | null;

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

function csvCell(value: SampleCell): string {
  if (value === null) return '';
  const text =
    value instanceof Date
      ? `${String(value.getUTCDate()).padStart(2, '0')}.${String(value.getUTCMonth() + 1).padStart(2, '0')}.${value.getUTCFullYear()}`
      : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The same list as CSV the way Excel saves it in Switzerland: UTF-8 with BOM, ";" between cells. */
export function csvFile(header: string[], rows: SampleCell[][]): Buffer {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
