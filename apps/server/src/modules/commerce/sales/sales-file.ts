import type { Readable } from 'node:stream';
import { type ShopSale, type ShopSalesExportFormat, schoolDay } from '@ds/domain';
import { CSV_TYPE, csvFile } from '../../../lib/csv-file';
import { serverTexts } from '../../../lib/server-texts';
import { type SheetCell, type SheetColumn, XLSX_TYPE, xlsxStream } from '../../../lib/xlsx-stream';

export interface SalesFile {
  fileName: string;
  type: string;
  content: Buffer | Readable;
}

const AMOUNT = '0.00';
const DAY = 'dd.mm.yyyy';

/** The Swiss day an order was made, as a day cell (a Date at UTC midnight). */
function dayOf(instant: string): Date {
  return new Date(`${schoolDay(new Date(instant))}T00:00:00Z`);
}

/**
 * A text a buyer typed, made harmless for a spreadsheet that opens a CSV file: one beginning like a
 * formula (=, +, -, @, tab, carriage return) gets a leading apostrophe (OWASP, CSV injection).
 */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * Spec §3 Sale or order as a table in the reader's language: days DD.MM.YYYY, amounts in CHF with
 * two decimals (numbers in the workbook, text with a point in the CSV file, as Swiss Excel reads it).
 */
export function salesFile(sales: ShopSale[], language: string, format: ShopSalesExportFormat): SalesFile {
  const t = serverTexts(language, 'commerce-sales');
  const columns: SheetColumn[] = [
    t('columns.number'),
    { header: t('columns.date'), numFmt: DAY },
    t('columns.buyer'),
    t('columns.buyerEmail'),
    t('columns.seller'),
    t('columns.description'),
    { header: t('columns.quantity'), numFmt: '0' },
    { header: t('columns.income'), numFmt: AMOUNT },
    { header: t('columns.tax'), numFmt: AMOUNT },
    { header: t('columns.realIncome'), numFmt: AMOUNT },
    t('columns.paymentMode'),
    { header: t('columns.cashback'), numFmt: AMOUNT },
    t('columns.status'),
  ];
  const csv = format === 'csv';
  const amount = (chf: number): SheetCell => (csv ? chf.toFixed(2) : chf);
  const text = (typed: string): string => (csv ? inert(typed) : typed);
  const rows = sales.map((sale): SheetCell[] => [
    sale.number,
    dayOf(sale.createdAt),
    text(sale.buyer.name),
    text(sale.buyer.email),
    text(sale.seller.name),
    text(sale.description),
    sale.quantity,
    amount(sale.income),
    amount(sale.tax),
    amount(sale.realIncome),
    t(`paymentModes.${sale.paymentMode}`),
    amount(sale.cashback),
    t(`statuses.${sale.status}`),
  ]);
  const fileName = `orders-${schoolDay(new Date())}.${format}`;
  if (csv) {
    const header = columns.map((column) => (typeof column === 'string' ? column : column.header));
    return { fileName, type: CSV_TYPE, content: csvFile(header, rows) };
  }
  return { fileName, type: XLSX_TYPE, content: xlsxStream(t('sheet'), columns, rows) };
}
