import { once } from 'node:events';
import { createGzip } from 'node:zlib';

/** Text handed to gzip at once: few calls, never the whole content as one string. */
const WRITE_CHARS = 65_536;

/**
 * Text gzipped as it is written, off the event loop, of which only the compressed bytes are
 * kept: what a 50,000-row import holds between reading a row and using it is a few bytes of it.
 */
export class GzipText {
  private readonly gzip = createGzip();
  private readonly output: Buffer[] = [];
  private readonly ended: Promise<unknown>;
  private pending = '';

  constructor() {
    this.gzip.on('data', (chunk: Buffer) => this.output.push(chunk));
    this.ended = once(this.gzip, 'end');
    this.ended.catch(() => {});
  }

  write(text: string): void {
    this.pending += text;
    if (this.pending.length >= WRITE_CHARS) {
      this.gzip.write(this.pending);
      this.pending = '';
    }
  }

  /** The gzipped text, once all of it is compressed. */
  async end(): Promise<Buffer> {
    this.gzip.end(this.pending);
    this.pending = '';
    await this.ended;
    return Buffer.concat(this.output);
  }

  /** Stops compressing and drops what was written. */
  discard(): void {
    this.gzip.destroy();
  }
}
