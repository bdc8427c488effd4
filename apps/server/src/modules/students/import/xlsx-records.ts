import type { SheetRecord } from './sheet-record';
import { type XmlAttributes, type XmlHandler, XmlReader } from './xml-reader';
import { entryChunks, type ZipEntry, ZipUnreadableError } from './zip-guard';

const WORKBOOK = 'xl/workbook.xml';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** The built-in number formats that show a date or a time (ECMA-376 §18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
const DAY_MS = 86_400_000;
/** 1 January 1970 as an Excel serial number, in the 1900 and in the 1904 date systems. */
const UNIX_EPOCH_SERIAL = { 1900: 25_569, 1904: 24_107 };

/** Whether a number format shows a date or a time: a d, m, y, h, s or b outside quotes and brackets. */
function isDateFormat(code: string): boolean {
  return /[bdhmsy]/i.test(code.replace(/\[[^\]]*\]|"[^"]*"/g, ''));
}

async function scan(zip: Buffer, entry: ZipEntry, handler: XmlHandler): Promise<void> {
  const reader = new XmlReader(handler);
  for await (const chunk of entryChunks(zip, entry)) reader.write(chunk);
  reader.end();
}

/** Which cell styles (by index) show dates. */
class DateStyles implements XmlHandler {
  readonly wantsText = false;
  readonly dates: boolean[] = [];
  private readonly customDateFormats = new Set<number>();
  private inCellFormats = false;

  open(name: string, attributes: XmlAttributes): void {
    if (name === 'numFmt' && isDateFormat(attributes.get('formatCode') ?? '')) {
      this.customDateFormats.add(Number(attributes.get('numFmtId')));
    } else if (name === 'cellXfs') this.inCellFormats = true;
    else if (name === 'xf' && this.inCellFormats) {
      const format = Number(attributes.get('numFmtId') ?? 0);
      this.dates.push(BUILT_IN_DATE_FORMATS.has(format) || this.customDateFormats.has(format));
    }
  }

  close(name: string): void {
    if (name === 'cellXfs') this.inCellFormats = false;
  }

  text(): void {}
}

/** The text of each `si` of the shared strings, rich text runs joined, phonetic hints left out. */
class SharedStrings implements XmlHandler {
  readonly strings: string[] = [];
  private current: string | null = null;
  private inText = false;
  private inPhonetic = false;

  get wantsText(): boolean {
    return this.inText;
  }

  open(name: string): void {
    if (name === 'si') this.current = '';
    else if (name === 'rPh') this.inPhonetic = true;
    else if (name === 't' && this.current !== null && !this.inPhonetic) this.inText = true;
  }

  close(name: string): void {
    if (name === 't') this.inText = false;
    else if (name === 'rPh') this.inPhonetic = false;
    else if (name === 'si' && this.current !== null) {
      this.strings.push(this.current);
      this.current = null;
    }
  }

  text(text: string): void {
    this.current += text;
  }
}

interface WorkbookParts {
  date1904: boolean;
  dateStyles: boolean[];
  sharedStrings: string[];
}

/**
 * The rows of a sheet as they are read, each cell's value as a spreadsheet shows it: text, a
 * number, a boolean, or a Date (at UTC midnight of its day) for a number formatted as a date.
 * A formula cell gives its last computed value; an error cell, nothing.
 */
class SheetRows implements XmlHandler {
  private rows: SheetRecord[] = [];
  private line = 0;
  private cells: unknown[] | null = null;
  private column = -1;
  private style = 0;
  private type: string | undefined;
  private value: string | null = null;
  private inValue = false;
  private inInlineString = false;
  private inPhonetic = false;

  constructor(private readonly parts: WorkbookParts) {}

  get wantsText(): boolean {
    return this.inValue;
  }

  /** The rows read since the last call. */
  take(): SheetRecord[] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  open(name: string, attributes: XmlAttributes): void {
    switch (name) {
      case 'row':
        this.line = Number(attributes.get('r') ?? this.line + 1);
        this.cells = [];
        this.column = -1;
        break;
      case 'c':
        this.column = columnIndex(attributes.get('r')) ?? this.column + 1;
        this.style = Number(attributes.get('s') ?? 0);
        this.type = attributes.get('t');
        this.value = null;
        break;
      case 'v':
        this.value = '';
        this.inValue = true;
        break;
      case 'is':
        this.value = '';
        this.inInlineString = true;
        break;
      case 'rPh':
        this.inPhonetic = true;
        break;
      case 't':
        this.inValue = this.inInlineString && !this.inPhonetic;
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.inValue = false;
        break;
      case 'is':
        this.inInlineString = false;
        break;
      case 'rPh':
        this.inPhonetic = false;
        break;
      case 'c':
        if (this.cells && this.value !== null) this.cells[this.column] = this.cellValue(this.value);
        break;
      case 'row':
        if (this.cells) this.rows.push({ line: this.line, cells: this.cells });
        this.cells = null;
        break;
    }
  }

  text(text: string): void {
    this.value += text;
  }

  private cellValue(text: string): unknown {
    switch (this.type) {
      case 's':
        return this.parts.sharedStrings[Number(text)];
      case 'inlineStr':
      case 'str':
        return text;
      case 'b':
        return Number(text) !== 0;
      case 'e':
        return null;
      case 'd':
        return new Date(text);
      default: {
        const number = Number.parseFloat(text);
        if (!this.parts.dateStyles[this.style]) return number;
        const epoch = this.parts.date1904 ? UNIX_EPOCH_SERIAL[1904] : UNIX_EPOCH_SERIAL[1900];
        return new Date(Math.round((number - epoch) * DAY_MS));
      }
    }
  }
}

/** The 0-based column of a cell reference such as "AB12"; undefined without one. */
function columnIndex(reference: string | undefined): number | undefined {
  if (!reference) return undefined;
  let column = 0;
  for (let index = 0; index < reference.length; index++) {
    const code = reference.charCodeAt(index) & ~0x20;
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column > 0 ? column - 1 : undefined;
}

async function workbookParts(zip: Buffer, named: (name: string) => ZipEntry | undefined): Promise<WorkbookParts> {
  const workbook = named(WORKBOOK);
  if (!workbook) throw new ZipUnreadableError('not an .xlsx workbook');
  let date1904 = false;
  await scan(zip, workbook, {
    wantsText: false,
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.get('date1904') ?? '');
    },
    close() {},
    text() {},
  });
  const styles = new DateStyles();
  const stylesEntry = named(STYLES);
  if (stylesEntry) await scan(zip, stylesEntry, styles);
  const sharedStrings = new SharedStrings();
  const sharedStringsEntry = named(SHARED_STRINGS);
  if (sharedStringsEntry) await scan(zip, sharedStringsEntry, sharedStrings);
  return { date1904, dateStyles: styles.dates, sharedStrings: sharedStrings.strings };
}

/**
 * The rows of the workbook's first sheet (the lowest-numbered sheet part), one at a time, with
 * cell values by column (0-based), read as the sheet is inflated: the workbook is never held
 * whole, nor its cells as objects. Dates, shared strings and the 1904 date system are read from
 * the workbook's other parts first.
 */
export async function* xlsxRecords(zip: Buffer, entries: ZipEntry[]): AsyncGenerator<SheetRecord> {
  const named = (name: string) => entries.find((entry) => entry.name === name);
  const parts = await workbookParts(zip, named);
  const sheet = entries
    .filter((entry) => WORKSHEET.test(entry.name))
    .sort((a, b) => Number(WORKSHEET.exec(a.name)?.[1]) - Number(WORKSHEET.exec(b.name)?.[1]))[0];
  if (!sheet) return;
  const rows = new SheetRows(parts);
  const reader = new XmlReader(rows);
  for await (const chunk of entryChunks(zip, sheet)) {
    reader.write(chunk);
    yield* rows.take();
  }
  reader.end();
  yield* rows.take();
}
