import type { Readable } from 'node:stream';
import type { Turnover, TurnoverExportFormat, TurnoverFigures, TurnoverInfrastructureFigures } from '@ds/domain';
import { CSV_TYPE, csvFile } from '../../../lib/csv-file';
import { serverTexts } from '../../../lib/server-texts';
import { type SheetCell, type SheetColumn, XLSX_TYPE, xlsxStream } from '../../../lib/xlsx-stream';

export interface TurnoverFile {
  fileName: string;
  type: string;
  content: Buffer | Readable;
}

const AMOUNT = '0.00';
const COUNT = '0';

/**
 * The turnover as one table in the reader's language, the screen's sections one under the other:
 * the lessons per type and their total, per monitor (a school's head), the infrastructures charged
 * with the lessons (their uses in the lessons' column) and their total, then the shop. Amounts in
 * CHF with two decimals (numbers in the workbook, text with a point in the CSV file, as Swiss Excel
 * reads it). Course names and monitors' names are the school's own records: a CSV cell that starts
 * like a formula gets a leading apostrophe.
 */
export function turnoverFile(turnover: Turnover, language: string, format: TurnoverExportFormat): TurnoverFile {
  const t = serverTexts(language, 'accounting-turnover');
  const columns: SheetColumn[] = [
    t('columns.type'),
    { header: t('columns.price'), numFmt: AMOUNT },
    { header: t('columns.lessons'), numFmt: COUNT },
    { header: t('columns.total'), numFmt: AMOUNT },
    { header: t('columns.collected'), numFmt: AMOUNT },
    { header: t('columns.notCollected'), numFmt: AMOUNT },
    { header: t('columns.free'), numFmt: COUNT },
  ];
  const csv = format === 'csv';
  const amount = (chf: number | null): SheetCell => (chf === null ? null : csv ? chf.toFixed(2) : chf);
  const text = (typed: string): string => (csv && /^[=+\-@\t\r]/.test(typed) ? `'${typed}` : typed);
  const figures = (label: string, price: number | null, row: TurnoverFigures): SheetCell[] => [
    text(label),
    amount(price),
    row.lessons,
    amount(row.total),
    amount(row.collected),
    amount(row.notCollected),
    row.free,
  ];
  const uses = (label: string, price: number | null, row: TurnoverInfrastructureFigures): SheetCell[] => [
    text(label),
    amount(price),
    row.uses,
    amount(row.total),
    amount(row.collected),
    amount(row.notCollected),
    null,
  ];
  const { shop } = turnover;
  const rows: SheetCell[][] = [
    ...turnover.rows.map((row) => figures(row.course ?? t('withoutType'), row.price, row)),
    figures(t('totals'), null, turnover.totals),
    ...(turnover.monitors.length > 0
      ? [[], [t('perMonitor')], ...turnover.monitors.map((monitor) => figures(monitor.name, null, monitor))]
      : []),
    ...(turnover.infrastructures.length > 0
      ? [
          [],
          [t('infrastructures')],
          ...turnover.infrastructures.map((row) => uses(row.name, row.price, row)),
          uses(t('totals'), null, turnover.infrastructureTotals),
        ]
      : []),
    [],
    [t('shop')],
    [t('shopOrders'), null, shop.orders, amount(shop.total), amount(shop.collected), amount(shop.notCollected), null],
    [t('vouchersIssued'), null, shop.vouchersIssued, amount(shop.vouchersIssuedValue), null, null, null],
    [t('vouchersRedeemed'), null, null, amount(shop.vouchersRedeemed), null, null, null],
  ];
  const fileName = `turnover-${turnover.from}-${turnover.to}.${format}`;
  if (csv) {
    const header = columns.map((column) => (typeof column === 'string' ? column : column.header));
    return { fileName, type: CSV_TYPE, content: csvFile(header, rows) };
  }
  return { fileName, type: XLSX_TYPE, content: xlsxStream(t('sheet'), columns, rows) };
}
