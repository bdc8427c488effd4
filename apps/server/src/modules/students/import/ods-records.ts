import { IMPORT_MAX_ROWS } from '@ds/domain';
import type { SheetRecord } from './sheet-record';
import { type XmlAttributes, type XmlHandler, XmlReader } from './xml-reader';
import { entryChunks, type ZipEntry, ZipUnreadableError } from './zip-guard';

const CONTENT = 'content.xml';
const MIMETYPE = 'mimetype';
const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';
/**
 * Columns read per row. A student list has a handful; the cap keeps a cell repeated over the
 * sheet's 16,384 columns (`table:number-columns-repeated`, a few bytes of XML) from becoming
 * thousands of values on every row.
 */
export const ODS_MAX_COLUMNS = 256;
/**
 * A filled row repeated (`table:number-rows-repeated`) is given at most this many times: one row
 * more than the import accepts, so an amplified sheet stops at the rows limit (413) as a real one
 * would. Empty repeated rows (LibreOffice writes the sheet's million blank rows as one) are skipped.
 */
const MAX_ROW_REPEAT = IMPORT_MAX_ROWS + 1;

const repeat = (attributes: XmlAttributes, name: string) => {
  const count = Number(attributes.get(name) ?? 1);
  return Number.isSafeInteger(count) && count > 0 ? count : 1;
};

/** An OpenDocument date (`2005-07-09` or `2005-07-09T13:45:00`) as a Date; its day at UTC midnight when no time. */
function odsDate(text: string): Date | null {
  const match = /^(-?\d{4,})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?)?/.exec(text);
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  return new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds)),
  );
}

interface PendingRow {
  line: number;
  cells: unknown[];
  times: number;
}

/**
 * The rows of the first table of an OpenDocument spreadsheet's content.xml, each cell's value as
 * LibreOffice shows it: text (paragraphs joined by line feeds, `text:s` spaces counted), a number
 * (float, percentage, currency), a boolean, or a Date for a date cell. Annotations are left out.
 */
class OdsRows implements XmlHandler {
  private pending: PendingRow[] = [];
  private tableDepth = 0;
  private tablesRead = 0;
  private line = 0;
  private rowTimes = 1;
  private cells: unknown[] | null = null;
  private filled = false;
  private column = 0;
  private columnTimes = 1;
  private cellValue: unknown = null;
  private cellText: string | null = null;
  private paragraphs = 0;
  private inParagraph = 0;
  private inAnnotation = 0;

  get wantsText(): boolean {
    return this.cellText !== null && this.inParagraph > 0 && this.inAnnotation === 0;
  }

  /** The rows read since the last call, a repeated row given as many times as it is repeated. */
  *take(): Generator<SheetRecord> {
    const pending = this.pending;
    this.pending = [];
    for (const row of pending) {
      for (let index = 0; index < row.times; index++) yield { line: row.line + index, cells: [...row.cells] };
    }
  }

  open(name: string, attributes: XmlAttributes): void {
    if (name === 'table') {
      this.tableDepth++;
      return;
    }
    // Only the first sheet, and not a table nested in one.
    if (this.tableDepth !== 1 || this.tablesRead > 0) return;
    switch (name) {
      case 'table-row':
        this.rowTimes = repeat(attributes, 'number-rows-repeated');
        this.cells = [];
        this.filled = false;
        this.column = 0;
        break;
      case 'table-cell':
      case 'covered-table-cell':
        this.openCell(attributes);
        break;
      case 'annotation':
        this.inAnnotation++;
        break;
      case 'p':
      case 'h':
        if (this.cellText !== null && this.inAnnotation === 0) {
          if (this.inParagraph === 0 && this.paragraphs++ > 0) this.cellText += '\n';
          this.inParagraph++;
        }
        break;
      case 's':
        if (this.wantsText) this.cellText += ' '.repeat(Math.min(repeat(attributes, 'c'), 1_000));
        break;
      case 'tab':
        if (this.wantsText) this.cellText += '\t';
        break;
      case 'line-break':
        if (this.wantsText) this.cellText += '\n';
        break;
    }
  }

  private openCell(attributes: XmlAttributes): void {
    this.columnTimes = repeat(attributes, 'number-columns-repeated');
    this.cellText = '';
    this.paragraphs = 0;
    const type = attributes.get('value-type');
    switch (type) {
      case 'float':
      case 'percentage':
      case 'currency':
        this.cellValue = Number.parseFloat(attributes.get('value') ?? '');
        break;
      case 'date':
        this.cellValue = odsDate(attributes.get('date-value') ?? '');
        break;
      case 'boolean':
        this.cellValue = attributes.get('boolean-value') === 'true';
        break;
      case 'string':
        this.cellValue = attributes.get('string-value') ?? null;
        break;
      default:
        // A time, or no type: the text the cell shows, if any.
        this.cellValue = null;
    }
  }

  close(name: string): void {
    if (name === 'table') {
      if (this.tableDepth-- === 1) this.tablesRead++;
      return;
    }
    if (this.tableDepth !== 1 || this.tablesRead > 0) return;
    switch (name) {
      case 'annotation':
        this.inAnnotation--;
        break;
      case 'p':
      case 'h':
        if (this.inParagraph > 0 && this.inAnnotation === 0) this.inParagraph--;
        break;
      case 'table-cell':
      case 'covered-table-cell':
        this.closeCell();
        break;
      case 'table-row':
        this.closeRow();
        break;
    }
  }

  private closeCell(): void {
    const value = this.cellValue ?? (this.cellText ? this.cellText : null);
    this.cellText = null;
    this.inParagraph = 0;
    if (this.cells && value !== null && value !== undefined && !Number.isNaN(value)) {
      // A filled cell repeated fills its columns, up to the columns read; an empty one only moves on.
      const end = Math.min(this.column + this.columnTimes, ODS_MAX_COLUMNS);
      for (let column = this.column; column < end; column++) this.cells[column] = value;
      if (this.column < ODS_MAX_COLUMNS) this.filled = true;
    }
    this.column += this.columnTimes;
  }

  private closeRow(): void {
    const line = this.line + 1;
    this.line += this.rowTimes;
    if (this.cells && this.filled)
      this.pending.push({ line, cells: this.cells, times: Math.min(this.rowTimes, MAX_ROW_REPEAT) });
    this.cells = null;
  }

  text(text: string): void {
    this.cellText += text;
  }
}

async function entryText(zip: Buffer, entry: ZipEntry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of entryChunks(zip, entry)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Whether the zip is an OpenDocument spreadsheet: a content.xml and, when present, the spreadsheet's mimetype. */
export async function isOds(zip: Buffer, entries: ZipEntry[]): Promise<boolean> {
  const content = entries.find((entry) => entry.name === CONTENT);
  if (!content) return false;
  const mimetype = entries.find((entry) => entry.name === MIMETYPE);
  if (!mimetype) return true;
  if (mimetype.declaredSize > 200) return false;
  return (await entryText(zip, mimetype)).trim() === ODS_MIMETYPE;
}

/**
 * The rows of the first sheet of an .ods workbook (LibreOffice's own format), one at a time,
 * cell values by column (0-based), read as content.xml is inflated, like `xlsxRecords`.
 */
export async function* odsRecords(zip: Buffer, entries: ZipEntry[]): AsyncGenerator<SheetRecord> {
  const content = entries.find((entry) => entry.name === CONTENT);
  if (!content) throw new ZipUnreadableError('not an .ods workbook');
  const rows = new OdsRows();
  const reader = new XmlReader(rows);
  for await (const chunk of entryChunks(zip, content)) {
    reader.write(chunk);
    yield* rows.take();
  }
  reader.end();
  yield* rows.take();
}
