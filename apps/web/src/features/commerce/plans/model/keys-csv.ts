/** The CSV of a batch of keys: a `key` header, then one key a line (CRLF, as spreadsheets expect). */
export function keysCsv(keys: readonly string[]): string {
  return `${['key', ...keys].join('\r\n')}\r\n`;
}

/** The file name of a batch's CSV: the plan's name made safe for a file, and the batch's date. */
export function keysFileName(planName: string, createdAt: string): string {
  const slug = planName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${slug || 'plan'}-keys-${createdAt.slice(0, 10)}.csv`;
}

/** Hands the CSV to the browser as a download (no server call: the keys exist only in this answer). */
export function downloadKeysCsv(keys: readonly string[], fileName: string): void {
  const url = URL.createObjectURL(new Blob([keysCsv(keys)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
