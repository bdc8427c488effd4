import { ImportLegacyWorkbookError, ImportUnreadableError } from './import-errors';

/** A zip is a workbook (.xlsx or .ods, told apart by its parts); anything else must be CSV text. */
export type ImportFormat = 'zip' | 'csv';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An OLE2 compound file: Excel 97–2003's .xls (BIFF), or an .xlsx encrypted by a password. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const UTF16LE_BOM = Buffer.from([0xff, 0xfe]);
const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const DELETE = 127;

/** Whether the text holds a control character no text file holds (tab and line ends are fine). */
function hasBinaryControl(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) || code === DELETE) return true;
  }
  return false;
}

/**
 * What the content is, never what the name says: an .xlsx or .ods is a zip, a .csv is text. An
 * old binary .xls (or a password-protected workbook) is refused with its own code, which says
 * how to save it as .xlsx.
 */
export function sniffImportFormat(content: Buffer): ImportFormat {
  if (content.length === 0) throw new ImportUnreadableError('the file is empty');
  if (content.subarray(0, 4).equals(ZIP_MAGIC)) return 'zip';
  if (content.subarray(0, 8).equals(OLE2_MAGIC)) throw new ImportLegacyWorkbookError();
  return 'csv';
}

/**
 * The text of a CSV file: UTF-8 (with or without BOM), UTF-16 with its BOM (Excel's "Unicode
 * text"), else Windows-1252 (Excel's CSV on a Swiss Windows). Binary content is refused.
 */
export function decodeCsv(content: Buffer): string {
  let text: string;
  if (content.subarray(0, 3).equals(UTF8_BOM)) text = new TextDecoder('utf-8').decode(content.subarray(3));
  else if (content.subarray(0, 2).equals(UTF16LE_BOM)) text = new TextDecoder('utf-16le').decode(content.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    } catch {
      text = new TextDecoder('windows-1252').decode(content);
    }
  }
  if (hasBinaryControl(text))
    throw new ImportUnreadableError('the file is neither an .xlsx or .ods workbook nor CSV text');
  return text;
}
