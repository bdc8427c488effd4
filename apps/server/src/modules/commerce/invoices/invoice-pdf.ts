import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  addressLines,
  formatChf,
  formatIban,
  formatPhone,
  formatSwissDay,
  formatVatRate,
  invoicePaymentReference,
  POSTAL_ADDRESS_LIMITS,
  toChf,
} from '@ds/domain';
import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data } from 'swissqrbill/types';
import { serverTexts } from '../../../lib/server-texts';
import {
  amountDue,
  INVOICE_PAYABLE_DAYS,
  type Invoice,
  type InvoiceAddress,
  type InvoiceBuyer,
  invoiceTitle,
  totalsOf,
} from './invoice';
import { qrBillText } from './qr-bill-text';

/** Noto Sans for the invoice (every Latin name prints); the payment part keeps the Helvetica its style guide asks for. */
const { resolve } = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    bold: readFileSync(resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  };
  return fonts;
}

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 50;
const GREY = '#555555';
/** Where a Swiss window envelope (C5, window on the right) shows the address. */
const WINDOW = { x: 330, y: 130, width: 215 };
/** The seller's logo, top right above the window. */
const LOGO_BOX = { x: WINDOW.x, y: MARGIN, width: WINDOW.width, height: 60 };
/** The columns of the lines: description, quantity, unit price, amount (right-aligned but the first). */
const COLUMNS = [
  { x: MARGIN, width: 255, align: 'left' },
  { x: 305, width: 55, align: 'right' },
  { x: 365, width: 85, align: 'right' },
  { x: 455, width: 90, align: 'right' },
] as const;

/** The QR-bill's languages are the product's, English included. */
const QR_LANGUAGES = { fr: 'FR', de: 'DE', it: 'IT', en: 'EN' } as const;

/** A party of the payment part, each part within the lengths a QR-bill allows (a free-text address line may be longer). */
function qrParty(name: string, address: InvoiceAddress) {
  const part = (text: string, max: number) => qrBillText(text).slice(0, max);
  return {
    name: part(name, 70),
    address: part(address.street ?? '', POSTAL_ADDRESS_LIMITS.street),
    ...(address.houseNumber ? { buildingNumber: part(address.houseNumber, POSTAL_ADDRESS_LIMITS.houseNumber) } : {}),
    zip: part(address.postcode, POSTAL_ADDRESS_LIMITS.postcode),
    city: part(address.city, POSTAL_ADDRESS_LIMITS.city),
    country: address.country,
  };
}

/** The payment part's data: the seller's account and address, the amount, the reference, the buyer, the invoice named. */
function qrBillData(invoice: Invoice): Data {
  const { seller, buyer } = invoice;
  const texts = serverTexts(invoice.language, 'commerce-invoice');
  return {
    currency: 'CHF',
    amount: toChf(amountDue(invoice)),
    creditor: { account: seller.iban, ...qrParty(seller.name, seller.address) },
    ...(buyer.address ? { debtor: qrParty(buyer.name, buyer.address) } : {}),
    reference: invoicePaymentReference(seller.iban, invoice.number).reference,
    message: qrBillText(texts('payment', { number: invoice.number })),
  };
}

function buyerLines(buyer: InvoiceBuyer, texts: ReturnType<typeof serverTexts<'commerce-invoice'>>): string[] {
  return [
    buyer.name,
    ...(buyer.attention ? [texts('attention', { name: buyer.attention })] : []),
    ...(buyer.address ? addressLines(buyer.address) : []),
  ];
}

function row(doc: Doc, cells: readonly string[], y: number): number {
  let bottom = y;
  cells.forEach((text, index) => {
    const column = COLUMNS[index];
    if (!column) return;
    doc.text(text, column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  return bottom;
}

/** One line of the totals: its label in the quantity and price columns, its amount in the last. */
function totalRow(doc: Doc, label: string, amount: string, y: number): number {
  doc.text(label, COLUMNS[1].x - 100, y, {
    width: COLUMNS[2].x + COLUMNS[2].width - (COLUMNS[1].x - 100),
    align: 'right',
  });
  const labelBottom = doc.y;
  doc.text(amount, COLUMNS[3].x, y, { width: COLUMNS[3].width, align: 'right' });
  return Math.max(labelBottom, doc.y);
}

function rule(doc: Doc, y: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

/**
 * An A4 invoice with the Swiss QR-bill's payment part at the bottom (swissqrbill on pdfkit), in
 * the invoice's language: the seller, the buyer where a window envelope shows him, number and
 * date, the lines, the total with the VAT it holds, and the payment part (the seller's IBAN, the
 * amount, a QR or creditor reference, the buyer, the invoice named).
 */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const { language, seller, buyer } = invoice;
  const texts = serverTexts(language, 'commerce-invoice');
  const chf = (centimes: number) => formatChf(centimes, language);
  const totals = totalsOf(invoice);
  const title = invoiceTitle(invoice);

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    info: { Title: title, Author: seller.name },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((done) => doc.on('end', () => done()));
  const { regular, bold } = loadFonts();
  doc.registerFont('Body', regular);
  doc.registerFont('Body-Bold', bold);

  if (invoice.logo) {
    doc.image(invoice.logo, LOGO_BOX.x, LOGO_BOX.y, {
      fit: [LOGO_BOX.width, LOGO_BOX.height],
      align: 'right',
    });
  }

  // The seller, top left.
  doc.font('Body-Bold').fontSize(13).fillColor('black').text(seller.name, MARGIN, MARGIN, { width: 260 });
  doc.font('Body').fontSize(9).fillColor(GREY);
  const contact = [
    ...addressLines(seller.address),
    ...(seller.phone ? [formatPhone(seller.phone)] : []),
    ...(seller.email ? [seller.email] : []),
    ...(seller.vatNumber ? [texts('vatNumber', { number: seller.vatNumber })] : []),
  ];
  doc.text(contact.join('\n'), { width: 260 });

  // The buyer, in the envelope's window.
  doc.font('Body').fontSize(10).fillColor('black');
  doc.text(buyerLines(buyer, texts).join('\n'), WINDOW.x, WINDOW.y, { width: WINDOW.width });

  // Title, number and date.
  let y = 250;
  doc.font('Body-Bold').fontSize(16).text(title, MARGIN, y);
  y = doc.y + 4;
  doc.font('Body').fontSize(10);
  doc.text(texts('numberLine', { number: invoice.number }), MARGIN, y);
  doc.text(texts('dateLine', { date: formatSwissDay(invoice.issuedOn) }));
  y = doc.y + 14;

  // The lines.
  doc.font('Body-Bold').fontSize(9);
  y = row(
    doc,
    [texts('columns.description'), texts('columns.quantity'), texts('columns.unitPrice'), texts('columns.amount')],
    y,
  );
  rule(doc, y + 2);
  y += 6;
  doc.font('Body').fontSize(9);
  invoice.lines.forEach((line, index) => {
    y =
      row(doc, [line.description, String(line.quantity), chf(line.unitPrice), chf(totals.lineAmounts[index] ?? 0)], y) +
      3;
  });
  rule(doc, y);
  y += 5;

  // Totals and the VAT they hold.
  if (totals.rounding !== 0) {
    y = totalRow(doc, texts('subtotal'), chf(totals.subtotal), y);
    y = totalRow(doc, texts('rounding'), chf(totals.rounding), y);
  }
  doc.font('Body-Bold').fontSize(10);
  y = totalRow(doc, texts('total'), chf(totals.total), y) + 2;
  doc.font('Body').fontSize(9).fillColor(GREY);
  for (const group of totals.vat) {
    y = totalRow(
      doc,
      texts('vatIncluded', { rate: formatVatRate(group.rate), gross: chf(group.gross) }),
      chf(group.vat),
      y,
    );
  }
  doc.fillColor('black');
  if (invoice.voucher) {
    doc.fontSize(9);
    y = totalRow(doc, texts('voucherPaid'), chf(-invoice.voucher), y + 4);
    doc.font('Body-Bold').fontSize(10);
    y = totalRow(doc, texts('amountDue'), chf(amountDue(invoice)), y);
    doc.font('Body');
  }
  doc.fontSize(9);
  if (invoice.paidOn) {
    // A receipt: nothing left to pay, so no payment part to pay it twice with.
    doc.text(texts('paidOn', { date: formatSwissDay(invoice.paidOn) }), MARGIN, y + 14, {
      width: doc.page.width - 2 * MARGIN,
    });
  } else {
    doc.text(texts('payableWithin', { days: invoice.payableDays ?? INVOICE_PAYABLE_DAYS }), MARGIN, y + 14, {
      width: doc.page.width - 2 * MARGIN,
    });
    doc.text(`IBAN ${formatIban(seller.iban)}`);
    // The payment part at the bottom of the page, or of a new one when the lines left no room.
    if (!SwissQRBill.isSpaceSufficient(doc, 0, doc.page.height - SwissQRBill.height)) doc.addPage();
    new SwissQRBill(qrBillData(invoice), { language: QR_LANGUAGES[language] }).attachTo(
      doc,
      0,
      doc.page.height - SwissQRBill.height,
    );
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
