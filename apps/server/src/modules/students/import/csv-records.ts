const DELIMITERS = [';', ',', '\t'] as const;

/** The delimiter the header line uses most (Excel writes ";" in Switzerland, "," elsewhere). */
export function detectDelimiter(text: string): string {
  const end = text.search(/\r|\n/);
  const header = end < 0 ? text : text.slice(0, end);
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = header.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The records of CSV text, one at a time (RFC 4180: quoted fields may hold the delimiter,
 * doubled quotes and line breaks; lines end in LF, CRLF or CR).
 */
export function* csvRecords(text: string, delimiter = detectDelimiter(text)): Generator<string[]> {
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      index++;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      record.push(field);
      yield record;
      record = [];
      field = '';
      if (char === '\r' && text[index + 1] === '\n') index++;
    } else field += char;
    index++;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    yield record;
  }
}
