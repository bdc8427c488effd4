import { cardFee, isValidQrReference } from '@ds/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cardPayments,
  messageAttachments,
  messages,
  shopOrderResources,
  shopOrders,
  shopOrderVouchers,
  smsCreditEntries,
  theoryLicences,
  users,
  voucherMovements,
  vouchers,
} from '../../../db/schema';
import { DEMO_VOUCHER_CODES } from '../../../db/seed/demo-vouchers';
import {
  type DatatransSimulator,
  DECLINED_TEST_CARD,
  startDatatransSimulator,
} from '../../../integrations/payments/datatrans-simulator';
import { datatransTestEnv, payAtProvider, transactionOf } from '../../../test/datatrans-buyer';
import { parseSwissPaymentsCode, pdfPagePng, pdfToText, readQrCode } from '../../../test/qr-bill-reader';
import { freePort } from '../../../test/server-process';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

const SHOP = 'HeleneChef';
const VISITOR = { firstname: 'Anna', name: 'Visiteur', email: 'anna.visiteur@example.ch', language: 'de' };
const VISITOR_ADDRESS = { street: 'Bahnhofstrasse', houseNumber: '7', postcode: '8001', city: 'Zürich', country: 'CH' };

interface Placed {
  purchase: { id: string; number: string; status: string; total: number; voucher: number; due: number };
  accessToken: string;
  payment?: { redirectUrl: string; token: string };
}

/**
 * The shop's checkout over HTTP, paid at a Datatrans simulator: the app listens (the simulator's
 * webhook must reach it); the test is the buyer's browser on the simulator's payment page.
 */
describe('shop orders: checkout, payment and delivery once', () => {
  let simulator: DatatransSimulator;
  let t: TestApp;
  const headers: Record<string, Headers> = {};

  beforeAll(async () => {
    simulator = await startDatatransSimulator();
    const port = await freePort();
    t = await createTestApp({
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...datatransTestEnv(simulator),
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    for (const email of ['head@demo.ch', 'monitor@demo.ch', 'ceresio@demo.ch', 'student@demo.ch']) {
      headers[email] = bearer(await tokenFor(t.app, email));
    }
  }, 60_000);
  afterAll(async () => {
    await simulator.close();
    await t?.dispose();
  });

  const db = () => t.database.db;
  const call = (email: string | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: email ? headers[email] : {} });
  const buy = async (email: string | null, payload: object, status = 201): Promise<Placed> => {
    const answer = await call(email, 'POST', '/api/checkout', {
      shopCode: SHOP,
      quantity: 1,
      acceptTerms: true,
      ...payload,
    });
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json().data;
  };
  const purchase = async (token: string) => (await call(null, 'GET', `/api/purchases/${token}`)).json().data;
  const order = async (id: string) => (await db().select().from(shopOrders).where(eq(shopOrders.id, id)))[0];
  const mailsAbout = (email: string, number: string) =>
    db()
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, email), like(messages.body, `%${number}%`)));
  const attachmentsOf = (messageId: string) =>
    db().select().from(messageAttachments).where(eq(messageAttachments.messageId, messageId));
  /** A fresh voucher of the head's school of `amount` CHF. */
  const voucher = async (amount: number) => {
    const answer = await call('head@demo.ch', 'POST', '/api/vouchers', {
      amount,
      validFrom: '2020-01-01',
      validTo: '2099-12-31',
      buyerName: 'Test',
      beneficiaryName: 'Test',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as { id: string; code: string };
  };
  const available = async (id: string) => (await db().select().from(vouchers).where(eq(vouchers.id, id)))[0]?.available;
  const notificationsOf = (transactionId: string) =>
    simulator.notifications().filter((n) => n.transactionId === transactionId);
  const smsPackEntries = (payerId: string) =>
    db()
      .select()
      .from(smsCreditEntries)
      .where(and(eq(smsCreditEntries.payerId, payerId), eq(smsCreditEntries.kind, 'pack')));

  it('seeds the demo shop’s orders through the checkout: paid by card (twice), by invoice and by voucher, one invoice open', async () => {
    const demo = (await db().select().from(shopOrders)).map((row) => `${row.paymentMode} ${row.status}`);
    // Two by card: the resource pack and the 30-day theory-exam licence.
    expect(demo.sort()).toEqual(['card paid', 'card paid', 'invoice awaiting_payment', 'invoice paid', 'voucher paid']);
    for (const card of await db().select().from(shopOrders).where(eq(shopOrders.paymentMode, 'card'))) {
      expect(card.deliveredAt).not.toBeNull();
      expect(await db().select().from(cardPayments).where(eq(cardPayments.purposeId, card.id))).toMatchObject([
        { status: 'paid', purposeKind: 'shop_order' },
      ]);
    }
  });

  it('quotes an article with VAT, a voucher’s preview and the ways to pay; nothing is written', async () => {
    const before = (await db().select().from(shopOrders)).length;
    const answer = await call(null, 'POST', '/api/checkout/quote', {
      shopCode: SHOP,
      articleCode: 'Pack01',
      quantity: 2,
      voucherCode: DEMO_VOUCHER_CODES.partlyUsed,
      language: 'it',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      article: { code: 'Pack01', shopCode: SHOP, language: 'it', kind: 'resources' },
      money: {
        unitPrice: 15,
        quantity: 2,
        subtotal: 30,
        vatRate: 8.1,
        vat: 2.25,
        rounding: 0,
        total: 30,
        voucher: 30,
        due: 0,
        preferential: false,
      },
      paymentModes: ['card', 'invoice'],
      signInRequired: false,
    });
    const refused = await call(null, 'POST', '/api/checkout/quote', {
      shopCode: SHOP,
      articleCode: 'Pack01',
      quantity: 1,
      voucherCode: DEMO_VOUCHER_CODES.disabled,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'voucher_disabled', details: [{ field: 'body.voucherCode' }] });
    // Not public: only its seller's school (the head manages it, employees share it) may buy it.
    expect(
      (await call(null, 'POST', '/api/checkout/quote', { shopCode: SHOP, articleCode: 'Sms100', quantity: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('monitor@demo.ch', 'POST', '/api/checkout/quote', {
          shopCode: SHOP,
          articleCode: 'Sms100',
          quantity: 1,
        })
      ).statusCode,
    ).toBe(404);
    const head = await call('head@demo.ch', 'POST', '/api/checkout/quote', {
      shopCode: SHOP,
      articleCode: 'Sms100',
      quantity: 1,
    });
    expect(head.json().data).toMatchObject({ money: { total: 15 }, signInRequired: false });
    expect((await db().select().from(shopOrders)).length).toBe(before);
  });

  it('pays an SMS pack by card: the webhook three times, once before the browser returns; paid once, credited to the school once', async () => {
    const [head] = await db().select().from(users).where(eq(users.email, 'head@demo.ch'));
    const schoolId = head?.schoolId ?? expect.fail('the head has no school');
    const packsBefore = await smsPackEntries(schoolId);
    const placed = await buy('head@demo.ch', { articleCode: 'Sms100', quantity: 2, paymentMode: 'card' });
    expect(placed.purchase).toMatchObject({ status: 'awaiting_payment', total: 30, due: 30 });
    const payment = placed.payment ?? expect.fail('no card payment');
    const transactionId = transactionOf(payment.redirectUrl);

    simulator.setNotifications({ beforeRedirect: 1, afterRedirect: 2 });
    const back = await payAtProvider(payment.redirectUrl, '4242 4242 4242 4242');
    expect(back).toContain(`/spc/${payment.token}/ok/shop`);
    // The notification sent before the redirect decided it already.
    expect((await purchase(placed.accessToken)).status).toBe('paid');
    await vi.waitFor(() => expect(notificationsOf(transactionId)).toHaveLength(3), { timeout: 5_000 });
    expect(notificationsOf(transactionId).map((n) => n.statusCode)).toEqual([200, 200, 200]);
    expect(await simulator.notify(transactionId)).toBe(200);
    simulator.setNotifications({ beforeRedirect: 0, afterRedirect: 1 });

    const paid = await order(placed.purchase.id);
    expect(paid).toMatchObject({
      status: 'paid',
      paymentMode: 'card',
      providerFee: cardFee(3000, { basisPoints: 290, fixedCentimes: 30 }),
    });
    expect(paid?.deliveredAt).not.toBeNull();
    const before = new Set(packsBefore.map((entry) => entry.id));
    const added = (await smsPackEntries(schoolId)).filter((entry) => !before.has(entry.id));
    expect(added.map((entry) => entry.amount)).toEqual([200 * 100]);
    const mails = await mailsAbout('head@demo.ch', placed.purchase.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('200 SMS');
    expect(await attachmentsOf(mails[0]?.id ?? '')).toMatchObject([
      { kind: 'shop-receipt', recordId: placed.purchase.id },
    ]);
    expect((await purchase(placed.accessToken)).delivery).toMatchObject({
      sms: 200,
      resources: [],
      theoryLicences: [],
    });
  });

  it('a visitor pays by a voucher partly and a card: the rest charged, the resources delivered once with fresh links', async () => {
    const gift = await voucher(10);
    const placed = await buy(null, {
      articleCode: 'Pack01',
      voucherCode: gift.code,
      paymentMode: 'card',
      buyer: VISITOR,
    });
    expect(placed.purchase).toMatchObject({ total: 15, voucher: 10, due: 5 });
    expect(await available(gift.id)).toBe(0);
    const payment = placed.payment ?? expect.fail('no card payment');
    await payAtProvider(payment.redirectUrl, '4242424242424242');
    await vi.waitFor(async () => expect((await purchase(placed.accessToken)).status).toBe('paid'));
    const [charged] = await db().select().from(cardPayments).where(eq(cardPayments.purposeId, placed.purchase.id));
    expect(charged).toMatchObject({ status: 'paid', amount: 500, purposeKind: 'shop_order', payerId: null });

    const seen = await purchase(placed.accessToken);
    expect(seen.delivery.resources).toHaveLength(2);
    for (const resource of seen.delivery.resources) {
      const file = await t.app.inject({ method: 'GET', url: resource.url });
      expect(file.statusCode, resource.url).toBe(200);
    }
    expect(await simulator.notify(transactionOf(payment.redirectUrl))).toBe(200);
    expect(
      await db().select().from(shopOrderResources).where(eq(shopOrderResources.orderId, placed.purchase.id)),
    ).toHaveLength(2);
    const mails = await mailsAbout(VISITOR.email, placed.purchase.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Ihr Kauf');
    expect(mails[0]?.body).toContain(`/purchase/${placed.accessToken}`);
    // Cashback and real income: what the voucher paid, and the total less the voucher and the card's fee.
    expect(await order(placed.purchase.id)).toMatchObject({
      voucherAmount: 1000,
      providerFee: cardFee(500, { basisPoints: 290, fixedCentimes: 30 }),
    });
  });

  it('refuses a webhook with a wrong signature (401) and changes nothing', async () => {
    simulator.setNotifications({ beforeRedirect: 0, afterRedirect: 0 });
    const placed = await buy(null, { articleCode: 'Pack01', paymentMode: 'card', buyer: VISITOR });
    const payment = placed.payment ?? expect.fail('no card payment');
    await payAtProvider(payment.redirectUrl, '4242424242424242');
    const body = JSON.stringify({ transactionId: transactionOf(payment.redirectUrl), status: 'settled' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/datatrans/webhook',
      headers: { 'content-type': 'application/json', 'datatrans-signature': `t=${Date.now()},s0=${'0'.repeat(64)}` },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('invalid_signature');
    expect(await order(placed.purchase.id)).toMatchObject({ status: 'awaiting_payment', deliveredAt: null });
    expect(await mailsAbout(VISITOR.email, placed.purchase.number)).toHaveLength(0);
    expect(await simulator.notify(transactionOf(payment.redirectUrl))).toBe(200);
    expect((await order(placed.purchase.id))?.status).toBe('paid');
    simulator.setNotifications({ beforeRedirect: 0, afterRedirect: 1 });
  });

  it('a declined card (KO) cancels the order, gives the voucher’s part back and delivers nothing', async () => {
    const gift = await voucher(20);
    const placed = await buy(null, {
      articleCode: 'Theo30',
      quantity: 1,
      voucherCode: gift.code,
      paymentMode: 'card',
      buyer: VISITOR,
    });
    expect(placed.purchase).toMatchObject({ total: 22.4, voucher: 20, due: 2.4 });
    expect(await available(gift.id)).toBe(0);
    const payment = placed.payment ?? expect.fail('no card payment');
    expect(await payAtProvider(payment.redirectUrl, DECLINED_TEST_CARD)).toContain(`/spc/${payment.token}/ko/shop`);
    await vi.waitFor(async () => expect((await order(placed.purchase.id))?.status).toBe('cancelled'));
    expect(await available(gift.id)).toBe(2000);
    const movements = await db()
      .select()
      .from(voucherMovements)
      .where(eq(voucherMovements.voucherId, gift.id))
      .orderBy(voucherMovements.at);
    expect(movements.map((movement) => [movement.kind, movement.amount])).toEqual([
      ['issue', 2000],
      ['redemption', -2000],
      ['refund', 2000],
    ]);
    expect(await db().select().from(theoryLicences).where(eq(theoryLicences.orderId, placed.purchase.id))).toHaveLength(
      0,
    );
    expect(await mailsAbout(VISITOR.email, placed.purchase.number)).toHaveLength(0);
    expect((await purchase(placed.accessToken)).delivery).toBeNull();
  });

  it('a voucher paying everything, and a free article, are paid and delivered at once', async () => {
    const gift = await voucher(50);
    const byVoucher = await buy(null, { articleCode: 'Bon050', voucherCode: gift.code, buyer: VISITOR });
    expect(byVoucher.purchase).toMatchObject({ status: 'paid', total: 50, voucher: 50, due: 0 });
    expect(byVoucher.payment).toBeUndefined();
    const seen = await purchase(byVoucher.accessToken);
    expect(seen.paymentMode).toBe('voucher');
    expect(seen.delivery.vouchers).toHaveLength(1);
    expect(seen.delivery.vouchers[0]).toMatchObject({
      amount: 50,
      code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{13}$/),
    });
    const [sold] = await db()
      .select()
      .from(shopOrderVouchers)
      .where(eq(shopOrderVouchers.orderId, byVoucher.purchase.id));
    const [issued] = await db()
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, sold?.voucherId ?? ''));
    expect(issued).toMatchObject({ source: 'sold', amount: 5000, buyerName: 'Anna Visiteur' });
    expect(Number(issued?.validTo.slice(0, 4)) - Number(issued?.validFrom.slice(0, 4))).toBe(3);

    const free = await call('head@demo.ch', 'POST', '/api/articles', {
      kind: 'theory_licence',
      labelFr: 'Licence offerte',
      price: 0,
      theoryLicenceDays: 1,
      public: true,
    });
    expect(free.statusCode, free.body).toBe(201);
    const gratis = await buy(null, { articleCode: free.json().data.code, quantity: 3, buyer: VISITOR });
    expect(gratis.purchase).toMatchObject({ status: 'paid', total: 0, due: 0 });
    const licences = (await purchase(gratis.accessToken)).delivery.theoryLicences;
    expect(licences).toHaveLength(3);
    for (const licence of licences) expect(licence.code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    expect((await order(gratis.purchase.id))?.paymentMode).toBe('free');
    const [mail] = await mailsAbout(VISITOR.email, gratis.purchase.number);
    for (const licence of licences) expect(mail?.body).toContain(licence.code);
  });

  it('by invoice: the QR-bill of what is due to the school’s IBAN, the buyer as debtor; the seller records the payment once', {
    timeout: 90_000,
  }, async () => {
    const gift = await voucher(10);
    const placed = await buy(null, {
      articleCode: 'Theo30',
      quantity: 2,
      voucherCode: gift.code,
      paymentMode: 'invoice',
      buyer: { ...VISITOR, address: VISITOR_ADDRESS },
    });
    expect(placed.purchase).toMatchObject({ status: 'awaiting_payment', total: 44.8, voucher: 10, due: 34.8 });
    const [mail] = await mailsAbout(VISITOR.email, placed.purchase.number);
    expect(mail?.subject).toContain('Ihre Bestellung');
    expect(await attachmentsOf(mail?.id ?? '')).toMatchObject([{ kind: 'shop-invoice', recordId: placed.purchase.id }]);

    const pdf = await call(null, 'GET', `/api/purchases/${placed.accessToken}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const code = (await readQrCode(await pdfPagePng(pdf.rawPayload, 1))) ?? expect.fail('no QR code on the page');
    const spc = parseSwissPaymentsCode(code);
    expect(spc).toMatchObject({
      iban: 'CH4431999123000889012',
      creditor: { name: 'Auto-école Démo' },
      amount: '34.80',
      currency: 'CHF',
      debtor: {
        type: 'S',
        name: 'Anna Visiteur',
        street: 'Bahnhofstrasse',
        houseNumber: '7',
        postcode: '8001',
        city: 'Zürich',
        country: 'CH',
      },
      referenceType: 'QRR',
    });
    expect(isValidQrReference(spc.reference)).toBe(true);
    const text = await pdfToText(pdf.rawPayload);
    expect(text).toContain(`Rechnung ${placed.purchase.number}`);
    expect(text).toMatch(/Zu bezahlen\s+CHF 34\.80/);

    // Another school, or a colleague the article is not his: no such order.
    for (const email of ['ceresio@demo.ch', 'monitor@demo.ch']) {
      expect((await call(email, 'POST', `/api/shop-orders/${placed.purchase.id}/payment`)).statusCode).toBe(404);
    }
    expect((await call('student@demo.ch', 'POST', `/api/shop-orders/${placed.purchase.id}/payment`)).statusCode).toBe(
      403,
    );
    const recorded = await call('head@demo.ch', 'POST', `/api/shop-orders/${placed.purchase.id}/payment`);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data).toMatchObject({ status: 'paid', paymentMode: 'invoice' });
    expect(recorded.json().data.delivery.theoryLicences).toHaveLength(2);
    const again = await call('head@demo.ch', 'POST', `/api/shop-orders/${placed.purchase.id}/payment`);
    expect(again.statusCode).toBe(409);
    expect(await db().select().from(theoryLicences).where(eq(theoryLicences.orderId, placed.purchase.id))).toHaveLength(
      2,
    );
    const mails = await mailsAbout(VISITOR.email, placed.purchase.number);
    expect(mails).toHaveLength(2);
    // Once paid, the PDF is the receipt: no payment part to pay it twice.
    const receipt = await call(null, 'GET', `/api/purchases/${placed.accessToken}/invoice.pdf`);
    expect(await pdfToText(receipt.rawPayload)).toContain(`Quittung ${placed.purchase.number}`);
    expect(await readQrCode(await pdfPagePng(receipt.rawPayload, 1))).toBeNull();
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = (await db().select().from(shopOrders)).length;
    const refused = async (email: string | null, payload: object, status = 400) => {
      const answer = await call(email, 'POST', '/api/checkout', payload);
      expect(answer.statusCode, answer.body).toBe(status);
      return answer.json().error;
    };
    const valid = {
      shopCode: SHOP,
      articleCode: 'Pack01',
      quantity: 1,
      acceptTerms: true,
      paymentMode: 'card',
      buyer: VISITOR,
    };
    const control = await refused(null, { ...valid, buyer: { ...VISITOR, name: 'Vis\u0007iteur' } });
    expect(control.details).toMatchObject([{ field: 'body.buyer.name', rule: 'control_character' }]);
    const { acceptTerms, ...withoutTerms } = valid;
    expect(acceptTerms).toBe(true);
    expect((await refused(null, withoutTerms)).details.map((one: { field: string }) => one.field)).toEqual([
      'body.acceptTerms',
    ]);
    expect((await refused(null, { ...valid, acceptTerms: false })).details[0].field).toBe('body.acceptTerms');
    const { buyer, ...anonymous } = valid;
    expect(buyer).toBe(VISITOR);
    expect((await refused(null, anonymous)).details[0]).toMatchObject({ field: 'body.buyer', rule: 'required' });
    expect((await refused(null, { ...valid, paymentMode: undefined })).details[0].field).toBe('body.paymentMode');
    expect((await refused(null, { ...valid, paymentMode: 'invoice' })).details[0].field).toBe('body.buyer.address');
    expect((await refused(null, { ...valid, quantity: 0 })).details[0].field).toBe('body.quantity');
    expect((await refused(null, { ...valid, articleCode: 'ZZZZZZ' }, 404)).code).toBe('not_found');
    expect((await refused(null, { ...valid, shopCode: 'ZZZZZZZZZZ' }, 404)).code).toBe('not_found');
    expect((await refused(null, { ...valid, voucherCode: 'ABCDEFGHJKMNP' }, 404)).details[0].field).toBe(
      'body.voucherCode',
    );
    expect((await db().select().from(shopOrders)).length).toBe(before);
  });

  it('sells an SMS pack only to a signed-in monitor or member of a school (401, 403)', async () => {
    const pack = await call('head@demo.ch', 'POST', '/api/articles', {
      kind: 'sms_pack',
      labelFr: 'Pack SMS public',
      price: 10,
      smsCount: 50,
      public: true,
    });
    expect(pack.statusCode, pack.body).toBe(201);
    const articleCode = pack.json().data.code;
    const quote = await call(null, 'POST', '/api/checkout/quote', { shopCode: SHOP, articleCode, quantity: 1 });
    expect(quote.json().data.signInRequired).toBe(true);
    const anonymous = await call(null, 'POST', '/api/checkout', {
      shopCode: SHOP,
      articleCode,
      quantity: 1,
      acceptTerms: true,
      paymentMode: 'card',
      buyer: VISITOR,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('sign_in_required');
    const learner = await call('student@demo.ch', 'POST', '/api/checkout', {
      shopCode: SHOP,
      articleCode,
      quantity: 1,
      acceptTerms: true,
      paymentMode: 'card',
    });
    expect(learner.statusCode).toBe(403);
    expect(learner.json().error.code).toBe('sms_pack_for_monitors');
  });

  it('keeps a purchase to its token and its buyer: a wrong token or another’s invoice is a 404', async () => {
    expect((await call(null, 'GET', `/api/purchases/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/purchases/${'A'.repeat(43)}/invoice.pdf`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/purchases/short')).statusCode).toBe(400);
    const placed = await buy('monitor@demo.ch', { articleCode: 'Pack01', paymentMode: 'invoice' });
    const mine = (await call('monitor@demo.ch', 'GET', '/api/account/purchases')).json().data;
    expect(mine[0]).toMatchObject({ id: placed.purchase.id, status: 'awaiting_payment', invoice: true });
    const own = await call('monitor@demo.ch', 'GET', `/api/account/purchases/${placed.purchase.id}/invoice.pdf`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`inline; filename="Fattura-${placed.purchase.number}.pdf"`);
    for (const email of ['head@demo.ch', 'ceresio@demo.ch']) {
      expect((await call(email, 'GET', `/api/account/purchases/${placed.purchase.id}/invoice.pdf`)).statusCode).toBe(
        404,
      );
      const theirs = (await call(email, 'GET', '/api/account/purchases')).json().data;
      expect(theirs.map((one: { id: string }) => one.id)).not.toContain(placed.purchase.id);
    }
  });
});
