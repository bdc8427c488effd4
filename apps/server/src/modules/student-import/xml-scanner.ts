const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const SLASH = 0x2f;
const SPACE = 0x20;
const AMPERSAND = 0x26;
const SEMICOLON = 0x3b;
/** Longer than any tag, comment or CDATA section a workbook holds (a cell takes 32,767 characters). */
const MAX_MARKUP_BYTES = 1_048_576;
/** Longer than any entity (`&#x10FFFF;`). */
const MAX_ENTITY_BYTES = 12;
const QUESTION_MARK = 0x3f;
const EXCLAMATION_MARK = 0x21;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const COMMENT_START = Buffer.from('<!--');
const CDATA_START = Buffer.from('<![CDATA[');

export class XmlUnreadableError extends Error {}

/** What a scan reports, elements named without their namespace prefix. */
export interface XmlHandler {
  open(name: string, attributes: XmlAttributes): void;
  close(name: string): void;
  /** Whether the text that follows is wanted: only wanted text is decoded. */
  readonly wantsText: boolean;
  text(text: string): void;
}

export interface XmlAttributes {
  get(name: string): string | undefined;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (entity, body: string) => {
    if (body[0] !== '#') return ENTITIES[body] ?? entity;
    const code = body[1] === 'x' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

const attributePatterns = new Map<string, RegExp>();

function attributePattern(name: string): RegExp {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  return pattern;
}

/**
 * A streaming XML reader for the parts of a workbook, fed the bytes as they are inflated: it
 * reports elements and, only while the handler wants it, their text, so a sheet of 100,000 rows
 * is read with a few strings per cell and nothing else. It reads well-formed XML (comments,
 * CDATA, processing instructions, quoted `>` in attributes); it does not check it.
 */
export class XmlScanner implements XmlAttributes {
  private rest: Buffer | null = null;
  /** The attributes of the element being opened: where they are, and their text once asked. */
  private tagBuffer: Buffer = Buffer.alloc(0);
  private tagStart = 0;
  private tagEnd = 0;
  private tagText: string | null = null;

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: Buffer): void {
    const buffer = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    let index = 0;
    for (;;) {
      const start = buffer.indexOf(LESS_THAN, index);
      if (start < 0) {
        index = this.textUpTo(buffer, index, this.handler.wantsText ? this.textCut(buffer, index) : buffer.length);
        break;
      }
      index = this.textUpTo(buffer, index, start);
      const end = this.markupEnd(buffer, start);
      if (end < 0) {
        if (buffer.length - start > MAX_MARKUP_BYTES) throw new XmlUnreadableError('a tag longer than 1 MB');
        break;
      }
      this.markup(buffer, start, end);
      index = end + 1;
    }
    this.rest = index < buffer.length ? buffer.subarray(index) : null;
  }

  /** Fails when the document stops inside an element's tag. */
  end(): void {
    if (this.rest?.includes(LESS_THAN)) throw new XmlUnreadableError('the XML stops inside a tag');
    this.rest = null;
  }

  /** An attribute of the element being opened. */
  get(name: string): string | undefined {
    this.tagText ??= this.tagBuffer.toString('utf8', this.tagStart, this.tagEnd);
    const match = attributePattern(name).exec(this.tagText);
    return match ? decodeEntities(match[1] ?? match[2] ?? '') : undefined;
  }

  /** Reports the text from `start` to `end` when it is wanted; answers `end`. */
  private textUpTo(buffer: Buffer, start: number, end: number): number {
    if (end > start && this.handler.wantsText) this.handler.text(decodeEntities(buffer.toString('utf8', start, end)));
    return end;
  }

  /**
   * How much of text running to the end of the chunk can be reported now: all of it but an
   * entity or a character cut by the chunk's end, so a long text is never held whole.
   */
  private textCut(buffer: Buffer, start: number): number {
    let cut = buffer.length;
    const entity = buffer.lastIndexOf(AMPERSAND);
    if (entity >= start && cut - entity < MAX_ENTITY_BYTES && buffer.indexOf(SEMICOLON, entity) < 0) cut = entity;
    let lead = cut - 1;
    while (lead > start && ((buffer[lead] ?? 0) & 0xc0) === 0x80) lead--;
    const byte = buffer[lead] ?? 0;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return lead >= start && lead + length > cut ? lead : cut;
  }

  /** Where the markup starting at `start` ends (its last byte), or -1 when it is not all there yet. */
  private markupEnd(buffer: Buffer, start: number): number {
    const next = buffer[start + 1];
    if (next === undefined) return -1;
    if (next === QUESTION_MARK) return this.after(buffer, '?>', start + 2);
    if (next === EXCLAMATION_MARK) {
      if (buffer.length < start + COMMENT_START.length) return -1;
      if (this.startsWith(buffer, start, COMMENT_START)) return this.after(buffer, '-->', start + COMMENT_START.length);
      if (buffer.length < start + CDATA_START.length) return -1;
      if (this.startsWith(buffer, start, CDATA_START)) {
        return this.after(buffer, ']]>', start + CDATA_START.length);
      }
      return buffer.indexOf(GREATER_THAN, start);
    }
    let quote = 0;
    for (let index = start + 1; index < buffer.length; index++) {
      const byte = buffer[index];
      if (quote) {
        if (byte === quote) quote = 0;
      } else if (byte === DOUBLE_QUOTE || byte === SINGLE_QUOTE) quote = byte;
      else if (byte === GREATER_THAN) return index;
    }
    return -1;
  }

  private startsWith(buffer: Buffer, at: number, prefix: Buffer): boolean {
    return buffer.subarray(at, at + prefix.length).equals(prefix);
  }

  private after(buffer: Buffer, terminator: string, from: number): number {
    const at = buffer.indexOf(terminator, from);
    return at < 0 ? -1 : at + terminator.length - 1;
  }

  private markup(buffer: Buffer, start: number, end: number): void {
    const second = buffer[start + 1];
    if (second === QUESTION_MARK) return;
    if (second === EXCLAMATION_MARK) {
      if (this.handler.wantsText && this.startsWith(buffer, start, CDATA_START)) {
        this.handler.text(buffer.toString('utf8', start + CDATA_START.length, end - 2));
      }
      return;
    }
    const closing = second === SLASH;
    const nameStart = closing ? start + 2 : start + 1;
    let nameEnd = nameStart;
    while (nameEnd < end && (buffer[nameEnd] ?? 0) > SPACE && buffer[nameEnd] !== SLASH) nameEnd++;
    const qualified = buffer.toString('latin1', nameStart, nameEnd);
    const name = qualified.slice(qualified.indexOf(':') + 1);
    if (closing) {
      this.handler.close(name);
      return;
    }
    const selfClosing = buffer[end - 1] === SLASH;
    this.tagBuffer = buffer;
    this.tagStart = nameEnd;
    this.tagEnd = selfClosing ? end - 1 : end;
    this.tagText = null;
    this.handler.open(name, this);
    if (selfClosing) this.handler.close(name);
  }
}
