import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { ensureDebianPackage } from './debian-package';

/** Poppler's tools (Debian's poppler-utils): pdftoppm draws a page, pdftotext reads the text. */
function poppler(tool: 'pdftoppm' | 'pdftotext', args: string[]): Buffer {
  ensureDebianPackage(`/usr/bin/${tool}`, 'poppler-utils');
  return execFileSync(`/usr/bin/${tool}`, args, { maxBuffer: 64 * 1024 * 1024 });
}

async function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'qr-bill-'));
  try {
    const file = join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as poppler reads it (what a person's viewer shows). */
export function pdfToText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) => poppler('pdftotext', ['-layout', file, '-']).toString('utf8'));
}

/** The page's picture at 150 dpi (PNG), as a printer or a banking app's camera sees it. */
export function pdfPagePng(pdf: Buffer, page: number): Promise<Buffer> {
  return withPdfFile(pdf, async (file, dir) => {
    poppler('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    return readFile(join(dir, 'page.png'));
  });
}

/** The text of the QR code on a page picture, read by jsQR from the pixels sharp decodes; null when none is found. */
export async function readQrCode(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return found?.data ?? null;
}

export interface PaymentsCodeAddress {
  type: string;
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country: string;
}

/** The Swiss Payments Code's fields (Swiss Implementation Guidelines QR-bill 2.3, §4.3), by name. */
export interface SwissPaymentsCode {
  qrType: string;
  version: string;
  coding: string;
  iban: string;
  creditor: PaymentsCodeAddress;
  ultimateCreditor: string[];
  amount: string;
  currency: string;
  debtor: PaymentsCodeAddress;
  referenceType: string;
  reference: string;
  message: string;
  trailer: string;
  billInformation: string | undefined;
  lines: number;
}

/** Reads the payment data's lines into their fields; fails on anything but the 31 or more lines of version 0200. */
export function parseSwissPaymentsCode(text: string): SwissPaymentsCode {
  const lines = text.split(/\r?\n/);
  if (lines.length < 31) throw new Error(`a Swiss Payments Code has at least 31 lines, this one ${lines.length}`);
  const field = (index: number) => lines[index] ?? '';
  const address = (at: number): PaymentsCodeAddress => ({
    type: field(at),
    name: field(at + 1),
    street: field(at + 2),
    houseNumber: field(at + 3),
    postcode: field(at + 4),
    city: field(at + 5),
    country: field(at + 6),
  });
  return {
    qrType: field(0),
    version: field(1),
    coding: field(2),
    iban: field(3),
    creditor: address(4),
    ultimateCreditor: lines.slice(11, 18),
    amount: field(18),
    currency: field(19),
    debtor: address(20),
    referenceType: field(27),
    reference: field(28),
    message: field(29),
    trailer: field(30),
    billInformation: lines[31],
    lines: lines.length,
  };
}
