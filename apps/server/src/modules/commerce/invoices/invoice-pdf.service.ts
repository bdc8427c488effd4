import type { MailAttachment } from '../../../integrations/mail/mail-message';
import { type Invoice, invoiceTitle } from './invoice';

/** An invoice's PDF, A4 with its QR-bill; pdfkit and the fonts are loaded by the first one made. */
export async function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const { renderInvoicePdf } = await import('./invoice-pdf');
  return renderInvoicePdf(invoice);
}

/** The PDF's file name in the buyer's language, ASCII: `Facture-2026-00042.pdf`, `Rechnung-2026-00042.pdf`. */
export function invoiceFileName(invoice: Pick<Invoice, 'number' | 'language' | 'paidOn'>): string {
  const title = invoiceTitle(invoice);
  return `${title.replace(/[^A-Za-z0-9.-]+/g, '-')}.pdf`;
}

/** The invoice as a mail's attachment. */
export async function invoiceAttachment(invoice: Invoice): Promise<MailAttachment> {
  return { filename: invoiceFileName(invoice), contentType: 'application/pdf', content: await invoicePdf(invoice) };
}
