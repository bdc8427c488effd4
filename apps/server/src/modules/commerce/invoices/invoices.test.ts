import { isValidQrReference, qrReference } from '@ds/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, useAppWithSmtpCapture } from '../../../test/communications';
import { parseSwissPaymentsCode, pdfPagePng, pdfToText, readQrCode } from '../../../test/qr-bill-reader';
import { bearer, enrolTwoFactor, tokenFor } from '../../../test/sign-in';

describe('subscription invoices as Swiss QR-bills', () => {
  const { app: t, smtp } = useAppWithSmtpCapture();
  const headers: Record<string, Record<string, string>> = {};
  let planId: string;
  beforeAll(async () => {
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    for (const email of ['admin@demo.ch', 'monitor@demo.ch', 'head@demo.ch', 'ceresio@demo.ch', 'student@demo.ch']) {
      headers[email] = bearer(await tokenFor(t().app, email));
    }
    const plan = await call('admin@demo.ch', 'POST', '/api/subscription-plans', {
      nameFr: 'Entreprise',
      nameIt: 'Impresa',
      licenceCount: 1,
      modules: ['admin'],
      price: 1234.5,
      paymentModes: ['invoice'],
      daysPerLicence: 365,
    });
    expect(plan.statusCode, plan.body).toBe(201);
    planId = plan.json().data.id;
  }, 60_000);
  const call = (email: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: email ? headers[email] : {} });
  const order = async (email: string, quantity = 1) => {
    const answer = await call(email, 'POST', '/api/subscription-orders', {
      planId,
      quantity,
      paymentMode: 'invoice',
      acceptTerms: true,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as { id: string; number: string; amount: number };
  };
  const invoiceOf = (email: string | null, id: string) =>
    call(email, 'GET', `/api/subscription-orders/${id}/invoice.pdf`);

  it("prints the QR-bill whose code a reader decodes into the Swiss Payments Code of the order: the product's QR-IBAN, the amount, CHF, the buyer's school, a QR reference, the invoice named", async () => {
    const placed = await order('monitor@demo.ch');
    expect(placed.amount).toBe(1234.5);
    const answer = await invoiceOf('monitor@demo.ch', placed.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="Fattura-${placed.number}.pdf"`);
    const pdf = answer.rawPayload;

    const code = await readQrCode(await pdfPagePng(pdf, 1));
    expect(code, 'no QR code found on the page').not.toBeNull();
    const spc = parseSwissPaymentsCode(code as string);
    expect(spc).toMatchObject({
      qrType: 'SPC',
      version: '0200',
      coding: '1',
      iban: 'CH4431999123000889012',
      creditor: {
        type: 'S',
        name: 'Driving School Software SA',
        street: 'Rue du Lac',
        houseNumber: '12',
        postcode: '1800',
        city: 'Vevey',
        country: 'CH',
      },
      amount: '1234.50',
      currency: 'CHF',
      // Marco Rossi recorded no address of his own: his school is billed, for his attention.
      debtor: {
        type: 'S',
        name: 'Auto-école Démo',
        street: 'Avenue de la Gare',
        houseNumber: '1',
        postcode: '1003',
        city: 'Lausanne',
        country: 'CH',
      },
      referenceType: 'QRR',
      reference: qrReference(placed.number.replace('-', '')),
      message: `Fattura ${placed.number}`,
      trailer: 'EPD',
    });
    expect(spc.ultimateCreditor.every((line) => line === '')).toBe(true);
    expect(isValidQrReference(spc.reference)).toBe(true);

    // What a person reads: in Italian, the number, the total and the VAT it holds (8.1 % of CHF 1'234.50 included).
    const text = await pdfToText(pdf);
    expect(text).toContain(`Fattura ${placed.number}`);
    expect(text).toContain('All’attenzione di Marco Rossi');
    expect(text).toContain('Impresa');
    expect(text).toMatch(/Totale\s+CHF 1’234\.50/);
    expect(text).toMatch(/Di cui IVA 8\.1 % su CHF 1’234\.50\s+CHF 92\.50/);
    expect(text).toContain('N. IVA CHE-109.322.551 MWST');
    expect(text).toContain('Sezione pagamento');
  });

  it('mails the invoice with the order confirmation, drawn from the order when the mail leaves', async () => {
    const placed = await order('head@demo.ch', 2);
    await t().app.jobRunner.drain();
    const [mail] = smtp()
      .to('head@demo.ch')
      .filter((received) => received.parsed.subject?.includes(placed.number));
    const { parsed } = mail ?? expect.fail('no order mail');
    expect(parsed.text).toContain('Vous trouverez la facture');
    const [attachment] = parsed.attachments;
    expect(attachment).toMatchObject({ filename: `Facture-${placed.number}.pdf`, contentType: 'application/pdf' });
    const text = await pdfToText(attachment?.content ?? Buffer.alloc(0));
    expect(text).toContain(`Facture ${placed.number}`);
    expect(text).toMatch(/Total\s+CHF 2’469\.00/);
  });

  it('fails a mail whose invoice cannot be drawn rather than send it without', async () => {
    await t().app.mailer.send({
      to: 'nobody@example.ch',
      subject: 'Invoice of an order that does not exist',
      text: 'Attached',
      attachments: [{ kind: 'subscription-invoice', id: '00000000-0000-4000-8000-000000000000' }],
    });
    await t().app.jobRunner.drain();
    expect(smtp().to('nobody@example.ch')).toHaveLength(0);
    const [message] = await queryRows<{ status: string; failure: string }>(
      t(),
      'SELECT status, failure FROM messages WHERE recipient = $1',
      ['nobody@example.ch'],
    );
    expect(message).toEqual({ status: 'failed', failure: 'internal' });
  });

  it("answers an order's invoice to its buyer and the product administrator; to anyone else it does not exist", async () => {
    const placed = await order('monitor@demo.ch');
    expect((await invoiceOf('admin@demo.ch', placed.id)).headers['content-type']).toBe('application/pdf');
    expect((await invoiceOf('head@demo.ch', placed.id)).statusCode).toBe(404);
    expect((await invoiceOf('ceresio@demo.ch', placed.id)).statusCode).toBe(404);
    expect((await invoiceOf('student@demo.ch', placed.id)).statusCode).toBe(403);
    expect((await invoiceOf(null, placed.id)).statusCode).toBe(401);
    expect((await invoiceOf('monitor@demo.ch', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await invoiceOf('monitor@demo.ch', 'nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].field).toBe('params.id');
  });

  it('numbers twenty orders placed at once without a gap or a double', async () => {
    const placed = await Promise.all(
      Array.from({ length: 20 }, (_, index) => order(index % 2 ? 'monitor@demo.ch' : 'head@demo.ch')),
    );
    const sequences = placed.map(({ number }) => Number(number.slice(5))).sort((a, b) => a - b);
    const first = sequences[0] as number;
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
    expect(new Set(placed.map(({ number }) => number.slice(0, 4))).size).toBe(1);
  });
});
