import { type InvoiceTotals, invoiceTotals, LANGUAGES, type Language, vatRateOn } from '@ds/domain';
import { serverTexts } from '../../../lib/server-texts';

/** A structured postal address as a QR-bill wants it (type S): street and number apart, postcode and town apart. */
export interface InvoiceAddress {
  street: string | null;
  houseNumber: string | null;
  postcode: string;
  city: string;
  country: string;
}

/** Who sells: named at the top of the invoice, paid on the QR-bill's account. */
export interface InvoiceSeller {
  name: string;
  address: InvoiceAddress;
  /** IBAN or QR-IBAN, compact. */
  iban: string;
  /** With one, the invoice shows the VAT its prices hold; without, it charges none. */
  vatNumber: string | null;
  email: string | null;
  phone: string | null;
}

/** Who pays: the QR-bill's debtor. Without an address the payment part's "payable by" box stays blank. */
export interface InvoiceBuyer {
  name: string;
  /** The person the invoice is for when `name` is his school's. */
  attention: string | null;
  address: InvoiceAddress | null;
  email: string | null;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Centimes, VAT included. */
  unitPrice: number;
}

/** An invoice as it is printed: in the buyer's language, numbered by its seller (`nextInvoiceNumber`). */
export interface Invoice {
  number: string;
  /** YYYY-MM-DD, Swiss day. */
  issuedOn: string;
  language: Language;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** Centimes of the total a gift voucher paid (a shop's order): the payment part asks for the rest. */
  voucher?: number;
  /** YYYY-MM-DD it was paid on: printed as a receipt, without a payment part. */
  paidOn?: string | null;
  /** Days given to pay it (the seller's terms); `INVOICE_PAYABLE_DAYS` when not said. */
  payableDays?: number;
  /** The seller's logo as PNG (identity's `documentLogo`), printed at the top right; none without. */
  logo?: Buffer | null;
}

/** Days an invoice gives to pay unless its seller's terms say otherwise. */
export const INVOICE_PAYABLE_DAYS = 30;

/** An invoice's language from a buyer's stored one (French when it is none the product speaks). */
export const invoiceLanguage = (stored: string): Language => LANGUAGES.find((language) => language === stored) ?? 'fr';

/** What the payment part asks: the total less what a gift voucher paid. */
export function amountDue(invoice: Pick<Invoice, 'issuedOn' | 'seller' | 'lines' | 'voucher'>): number {
  return totalsOf(invoice).total - (invoice.voucher ?? 0);
}

/** The invoice's totals: VAT at the standard rate of its day when the seller has a VAT number, none otherwise. */
export function totalsOf(invoice: Pick<Invoice, 'issuedOn' | 'seller' | 'lines'>): InvoiceTotals {
  const vatRate = invoice.seller.vatNumber ? vatRateOn(invoice.issuedOn) : null;
  return invoiceTotals(invoice.lines.map((line) => ({ ...line, vatRate })));
}

/** Its title: an invoice, or a receipt once paid (`Facture 2026-00042`, `Quittance 2026-00042`). */
export function invoiceTitle(invoice: Pick<Invoice, 'number' | 'language' | 'paidOn'>): string {
  return serverTexts(invoice.language, 'commerce-invoice')(invoice.paidOn ? 'receiptTitle' : 'title', {
    number: invoice.number,
  });
}
