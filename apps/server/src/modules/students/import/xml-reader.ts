import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export class XmlUnreadableError extends Error {}

/** What a read reports, elements named without their namespace prefix. */
export interface XmlHandler {
  open(name: string, attributes: XmlAttributes): void;
  close(name: string): void;
  /** Whether the text that follows is wanted: text nobody wants is dropped. */
  readonly wantsText: boolean;
  text(text: string): void;
}

export interface XmlAttributes {
  /** An attribute by its local name (`space` finds `xml:space`). */
  get(name: string): string | undefined;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * A streaming XML reader for the parts of a workbook (saxes, a strict, well-formedness-checking
 * SAX parser; no DTD entity is ever expanded), fed the bytes as they are inflated: only events,
 * so a sheet of 100,000 rows is read with a few strings per cell and no tree. A document that is
 * not well-formed XML is an `XmlUnreadableError`.
 */
export class XmlReader {
  private readonly parser = new SaxesParser({ xmlns: false });
  private readonly decoder = new StringDecoder('utf8');

  constructor(handler: XmlHandler) {
    this.parser.on('opentag', (tag: SaxesTagPlain) => {
      const attributes = tag.attributes;
      handler.open(localName(tag.name), {
        get: (name) => attributes[name] ?? Object.entries(attributes).find(([key]) => localName(key) === name)?.[1],
      });
    });
    this.parser.on('closetag', (tag) => handler.close(localName(tag.name)));
    const text = (value: string) => {
      if (handler.wantsText) handler.text(value);
    };
    this.parser.on('text', text);
    this.parser.on('cdata', text);
  }

  write(chunk: Buffer): void {
    this.guard(() => this.parser.write(this.decoder.write(chunk)));
  }

  /** Fails when the document stops before its end. */
  end(): void {
    this.guard(() => {
      this.parser.write(this.decoder.end());
      this.parser.close();
    });
  }

  private guard(step: () => void): void {
    try {
      step();
    } catch (error) {
      throw new XmlUnreadableError(error instanceof Error ? error.message : String(error));
    }
  }
}
