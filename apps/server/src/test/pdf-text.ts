import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit, one line per text-showing operator, for tests: streams
 * are inflated, and the glyph codes of embedded fonts decoded through their ToUnicode maps.
 * Enough for pdfkit's own output, not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf).join('\n');
}

/** The text of each page, in page order (pdfkit numbers its pages' objects in the order they are added). */
export function pdfPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf.toString('latin1'));
  const unicodeMaps = new Map<string, Map<number, string>>();
  for (const [id, { dictionary }] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(dictionary)?.[1];
    const cmap = toUnicode ? objects.get(toUnicode)?.stream : undefined;
    if (cmap) unicodeMaps.set(id, parseCmap(cmap));
  }
  const fontByName = new Map<string, string>();
  for (const { dictionary } of objects.values()) {
    for (const [, name = '', id = ''] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontByName.set(name, id);
  }

  const pages: [number, string][] = [];
  for (const [id, { dictionary }] of objects) {
    const contents = /\/Contents (\d+) 0 R/.exec(dictionary)?.[1];
    const stream = contents ? objects.get(contents)?.stream : undefined;
    if (!stream) continue;
    const lines: string[] = [];
    let font: Map<number, string> | undefined;
    for (const [, fontName, shown] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[^\]])*)\] TJ/gi)) {
      if (fontName) font = unicodeMaps.get(fontByName.get(fontName) ?? '');
      else if (shown && font) lines.push(decodeShown(shown, font));
    }
    pages.push([Number(id), lines.join('\n')]);
  }
  return pages.sort(([a], [b]) => a - b).map(([, text]) => text);
}

/** The document catalog's dictionary, and a reader of any object's dictionary by number (for `/MarkInfo 5 0 R`). */
export function pdfCatalog(pdf: Buffer): { catalog: string; object: (reference: string) => string } {
  const objects = readObjects(pdf.toString('latin1'));
  const catalog = [...objects.values()].find(({ dictionary }) => dictionary.includes('/Type /Catalog'));
  return {
    catalog: catalog?.dictionary ?? '',
    object: (reference) => objects.get(/^(\d+) 0 R$/.exec(reference)?.[1] ?? '')?.dictionary ?? '',
  };
}

/** The content streams of every page, inflated, joined: for tests of marked content (BDC … EMC). */
export function pdfContent(pdf: Buffer): string {
  const objects = readObjects(pdf.toString('latin1'));
  return [...objects.values()]
    .map(({ dictionary }) => /\/Contents (\d+) 0 R/.exec(dictionary)?.[1])
    .map((contents) => (contents ? (objects.get(contents)?.stream ?? '') : ''))
    .join('\n');
}

/** Every object with its dictionary and, for a stream, its inflated content (sliced by /Length). */
function readObjects(source: string): Map<string, { dictionary: string; stream: string | null }> {
  const objects = new Map<string, { dictionary: string; stream: string | null }>();
  const header = /(\d+) 0 obj/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const bodyAt = match.index + match[0].length;
    const streamAt = source.indexOf('stream', bodyAt);
    const endAt = source.indexOf('endobj', bodyAt);
    if (streamAt < 0 || endAt < streamAt) {
      objects.set(match[1] ?? '', { dictionary: source.slice(bodyAt, endAt), stream: null });
      continue;
    }
    const dictionary = source.slice(bodyAt, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
    const dataAt = streamAt + (source.startsWith('stream\r\n', streamAt) ? 8 : 7);
    const raw = Buffer.from(source.slice(dataAt, dataAt + length), 'latin1');
    const stream = (dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    objects.set(match[1] ?? '', { dictionary, stream });
    header.lastIndex = dataAt + length;
  }
  return objects;
}

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const [, start = '', list = ''] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    // A ligature maps to several characters: <0066 0069> is "fi".
    [...list.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex = ''], index) => {
      map.set(Number.parseInt(start, 16) + index, unicode(hex.replaceAll(' ', '')));
    });
  }
  return map;
}

function decodeShown(shown: string, font: Map<number, string>): string {
  return [...shown.matchAll(/<([0-9a-f]*)>/gi)]
    .flatMap(([, hex = '']) => hex.match(/.{4}/g) ?? [])
    .map((code) => font.get(Number.parseInt(code, 16)) ?? '')
    .join('');
}
