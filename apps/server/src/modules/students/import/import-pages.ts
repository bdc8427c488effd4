import type { ImportCounts, ImportRow, ImportRowsQuery } from '@ds/domain';
import { isRefusedLine, payloadLines, type StoredStudent } from './import-payload';
import type { RefusedRow } from './import-rows';

/**
 * Characters of a value a page shows: a refused row keeps its cells whole for the error report,
 * and one cell of megabytes would make its page as large.
 */
const SHOWN_CHARS = 256;

function shownValue(value: string): string {
  if (value.length <= SHOWN_CHARS) return value;
  const highSurrogate = /[\uD800-\uDBFF]/.test(value.charAt(SHOWN_CHARS - 1));
  return `${value.slice(0, highSurrogate ? SHOWN_CHARS - 1 : SHOWN_CHARS)}…`;
}

function shownValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, shownValue(value)]));
}

function pageRow(line: string): ImportRow {
  if (isRefusedLine(line)) {
    const row = JSON.parse(line) as RefusedRow;
    return { line: row.line, values: shownValues(row.values), errors: row.errors, action: null };
  }
  const stored = JSON.parse(line) as StoredStudent;
  return { line: stored[0], values: shownValues(stored[9]), errors: [], action: stored[8] };
}

/**
 * A page of a preview's rows, refused rows first (`filter: 'refused'`: only those), and how many
 * rows the filter has. Only the lines before the page's end are inflated, and only the page's are
 * parsed.
 */
export async function readRowsPage(
  payload: Buffer,
  query: ImportRowsQuery,
): Promise<{ rows: ImportRow[]; total: number }> {
  let counts: ImportCounts | undefined;
  let index = 0;
  const rows: ImportRow[] = [];
  for await (const line of payloadLines(payload)) {
    if (!counts) {
      counts = JSON.parse(line) as ImportCounts;
      continue;
    }
    if (query.filter === 'refused' && !isRefusedLine(line)) break;
    if (index++ < query.offset) continue;
    rows.push(pageRow(line));
    if (rows.length === query.limit) break;
  }
  if (!counts) throw new Error('import payload without its counts');
  return { rows, total: query.filter === 'refused' ? counts.invalid : counts.total };
}
