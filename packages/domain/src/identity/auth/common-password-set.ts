/**
 * A Golomb-coded set of common passwords: a compressed probabilistic set (no false
 * negatives, about 1 false positive in `falsePositiveInverse` non-members). The server
 * builds it once from the public list; the browser downloads it once, caches it and checks
 * locally; both use this same code.
 *
 * Encoding: every (lower-cased) password is hashed to [0, n·M); the sorted, de-duplicated
 * values are stored as gaps, each gap Rice-coded with `riceBits` low bits. Header, little
 * endian: magic "GCS1", count (u32), M (u32), riceBits (u8).
 */
const MAGIC = 0x31534347; // "GCS1"
const HEADER_BYTES = 13;
/** Entries decoded at most per lookup: the in-memory index keeps one bit offset per block. */
const BLOCK = 128;

export interface GcsParameters {
  falsePositiveInverse: number;
  riceBits: number;
}

/** M = 1250 gives a false-positive rate of 0.08 % at about 11.8 bits an entry. */
export const COMMON_PASSWORD_GCS: GcsParameters = { falsePositiveInverse: 1250, riceBits: 10 };

/** cyrb53: a fast 53-bit string hash with good dispersion (public domain). */
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

function normalise(password: string): string {
  return password.normalize('NFC').toLowerCase();
}

class BitWriter {
  private bytes: Uint8Array;
  private bitLength = 0;
  constructor(capacityBits: number) {
    this.bytes = new Uint8Array(Math.ceil(capacityBits / 8) + 1);
  }
  private grow(): void {
    const next = new Uint8Array(this.bytes.length * 2);
    next.set(this.bytes);
    this.bytes = next;
  }
  writeBit(bit: number): void {
    if (this.bitLength >> 3 >= this.bytes.length) this.grow();
    if (bit) this.bytes[this.bitLength >> 3] = (this.bytes[this.bitLength >> 3] ?? 0) | (0x80 >> (this.bitLength & 7));
    this.bitLength++;
  }
  writeRice(value: number, bits: number): void {
    for (let q = Math.floor(value / 2 ** bits); q > 0; q--) this.writeBit(1);
    this.writeBit(0);
    for (let i = bits - 1; i >= 0; i--) this.writeBit(Math.floor(value / 2 ** i) & 1);
  }
  finish(): Uint8Array {
    return this.bytes.slice(0, Math.ceil(this.bitLength / 8));
  }
}

/** Builds the encoded set from the passwords (duplicates and case variants collapse). */
export function buildGolombSet(passwords: Iterable<string>, parameters = COMMON_PASSWORD_GCS): Uint8Array {
  const unique = new Set<string>();
  for (const password of passwords) if (password) unique.add(normalise(password));
  const count = unique.size;
  const range = count * parameters.falsePositiveInverse;
  const values = new Float64Array(count);
  let i = 0;
  for (const password of unique) values[i++] = hash53(password) % range;
  values.sort();

  const writer = new BitWriter(count * (parameters.riceBits + 3));
  let previous = 0;
  for (const value of values) {
    writer.writeRice(value - previous, parameters.riceBits);
    previous = value;
  }
  const body = writer.finish();
  const out = new Uint8Array(HEADER_BYTES + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, count, true);
  view.setUint32(8, parameters.falsePositiveInverse, true);
  view.setUint8(12, parameters.riceBits);
  out.set(body, HEADER_BYTES);
  return out;
}

/** A loaded set: one pass over the data builds a block index, then each lookup decodes ≤ BLOCK gaps. */
export class GolombSet {
  readonly count: number;
  private readonly range: number;
  private readonly riceBits: number;
  private readonly bits: Uint8Array;
  private readonly blockValues: Float64Array;
  private readonly blockOffsets: Uint32Array;

  constructor(encoded: Uint8Array) {
    const view = new DataView(encoded.buffer, encoded.byteOffset, encoded.byteLength);
    if (encoded.byteLength < HEADER_BYTES || view.getUint32(0, true) !== MAGIC) {
      throw new Error('Not a Golomb-coded password set');
    }
    this.count = view.getUint32(4, true);
    this.range = this.count * view.getUint32(8, true);
    this.riceBits = view.getUint8(12);
    this.bits = encoded.subarray(HEADER_BYTES);
    const blocks = Math.ceil(this.count / BLOCK);
    this.blockValues = new Float64Array(blocks);
    this.blockOffsets = new Uint32Array(blocks);
    let value = 0;
    let offset = 0;
    for (let i = 0; i < this.count; i++) {
      if (i % BLOCK === 0) {
        this.blockValues[i / BLOCK] = value;
        this.blockOffsets[i / BLOCK] = offset;
      }
      const [gap, next] = this.readRice(offset);
      value += gap;
      offset = next;
    }
  }

  private readRice(offset: number): [number, number] {
    let quotient = 0;
    while (((this.bits[offset >> 3] ?? 0) >> (7 - (offset & 7))) & 1) {
      quotient++;
      offset++;
    }
    offset++;
    let remainder = 0;
    for (let i = 0; i < this.riceBits; i++, offset++) {
      remainder = remainder * 2 + (((this.bits[offset >> 3] ?? 0) >> (7 - (offset & 7))) & 1);
    }
    return [quotient * 2 ** this.riceBits + remainder, offset];
  }

  has(password: string): boolean {
    if (!password || this.count === 0) return false;
    const target = hash53(normalise(password)) % this.range;
    let low = 0;
    let high = this.blockValues.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.blockValues[middle] ?? 0) < target) low = middle;
      else high = middle - 1;
    }
    // blockValues[b] is the last value of the previous block: the target lies after it.
    let value = this.blockValues[low] ?? 0;
    let offset = this.blockOffsets[low] ?? 0;
    const end = Math.min(this.count, (low + 1) * BLOCK);
    for (let i = low * BLOCK; i < end; i++) {
      const [gap, next] = this.readRice(offset);
      value += gap;
      offset = next;
      if (value === target) return true;
      if (value > target) return false;
    }
    return false;
  }
}
