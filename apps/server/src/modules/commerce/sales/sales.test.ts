import { SHOP_ORDERS_PAGE_SIZE, type ShopSale } from '@ds/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, users } from '../../../db/schema';
import { insertShopOrder } from '../../../test/shop-order-test-data';
import { bearer, enrolTwoFactor, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Headers = Record<string, string>;

/** March 2025 in Zurich, away from any order the demo or a checkout makes today. */
const MARCH = 'from=2025-03-01&to=2025-03-31';

describe('shop orders lists and exports', () => {
  const t = useTestApp();
  let head: Headers;
  let monitor: Headers;
  let ceresio: Headers;
  let admin: Headers;
  const numbers: Record<string, string> = {};

  const get = (headers: Headers, url: string) => t().app.inject({ method: 'GET', url, headers });
  const list = async (headers: Headers, query: string) => {
    const answer = await get(headers, `/api/shop-orders?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { data: ShopSale[]; page: { total: number }; sums: Record<string, number> };
  };
  const numbersOf = (sales: ShopSale[]) => sales.map((sale) => sale.number);
  const userId = async (email: string) => {
    const [user] = await t().database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no ${email}`);
    return user.id;
  };
  const articleOf = async (email: string, code?: string) => {
    const [article] = await t()
      .database.db.select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.ownerId, await userId(email)), code ? eq(articles.code, code) : undefined));
    if (!article) throw new Error(`no article of ${email}`);
    return article.id;
  };
  const newArticle = async (headers: Headers, labels: { labelFr: string; labelIt: string }) => {
    const answer = await t().app.inject({
      method: 'POST',
      url: '/api/articles',
      headers,
      payload: { kind: 'sms_pack', smsCount: 10, price: 5, ...labels },
    });
    expect(answer.statusCode, answer.body).toBe(201);
  };

  beforeAll(async () => {
    head = bearer(await tokenFor(t().app, 'head@demo.ch'));
    monitor = bearer(await tokenFor(t().app, 'monitor@demo.ch'));
    ceresio = bearer(await tokenFor(t().app, 'ceresio@demo.ch'));
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    admin = bearer(await tokenFor(t().app, 'admin@demo.ch'));
    await newArticle(monitor, { labelFr: 'SMS du moniteur', labelIt: 'SMS del monitore' });
    await newArticle(ceresio, { labelFr: 'SMS Ceresio', labelIt: 'SMS Ceresio' });
    const db = t().database.db;
    const buyer = { firstname: 'Anna', name: 'Kaufmann', email: 'anna.kaufmann@example.com' };
    const orders = {
      // 2 × CHF 22.40 by card, a fee of CHF 1.20.
      card: insertShopOrder(db, {
        articleId: await articleOf('head@demo.ch', 'Theo30'),
        buyer,
        quantity: 2,
        paymentMode: 'card',
        status: 'paid',
        providerFee: 120,
        createdAt: new Date('2025-03-03T10:00:00Z'),
      }),
      // CHF 15, a voucher paid 5, the rest by invoice awaiting its payment.
      invoice: insertShopOrder(db, {
        articleId: await articleOf('head@demo.ch', 'Pack01'),
        buyer: { firstname: '=Marco', name: 'Rossi', email: 'marco@example.com' },
        voucherAvailable: 500,
        paymentMode: 'invoice',
        status: 'awaiting_payment',
        createdAt: new Date('2025-03-10T09:00:00Z'),
      }),
      // 00:30 on 1 March in Zurich: in March.
      firstDay: insertShopOrder(db, {
        articleId: await articleOf('head@demo.ch', 'Theo01'),
        buyer,
        vatRate: null,
        voucherAvailable: 10_000,
        paymentMode: 'voucher',
        status: 'paid',
        createdAt: new Date('2025-02-28T23:30:00Z'),
      }),
      // 00:30 on 1 April in Zurich: out of March.
      april: insertShopOrder(db, {
        articleId: await articleOf('head@demo.ch', 'Theo01'),
        buyer,
        paymentMode: 'card',
        status: 'paid',
        createdAt: new Date('2025-03-31T22:30:00Z'),
      }),
      colleague: insertShopOrder(db, {
        articleId: await articleOf('monitor@demo.ch'),
        buyer: { firstname: 'Luca', name: 'Bianchi', email: 'luca@example.com' },
        paymentMode: 'card',
        status: 'cancelled',
        createdAt: new Date('2025-03-15T12:00:00Z'),
      }),
      otherSchool: insertShopOrder(db, {
        articleId: await articleOf('ceresio@demo.ch'),
        buyer: { firstname: 'Gianna', name: 'Kaufmann', email: 'gianna@example.com' },
        paymentMode: 'invoice',
        status: 'awaiting_payment',
        createdAt: new Date('2025-03-20T12:00:00Z'),
      }),
    };
    for (const [name, order] of Object.entries(orders)) numbers[name] = (await order).number;
  });

  it("lists the seller's sales, the school's for its head, none of another school's; every order for the product administrator only", async () => {
    const mine = await list(head, MARCH);
    expect(numbersOf(mine.data)).toEqual([numbers.colleague, numbers.invoice, numbers.card, numbers.firstDay]);
    expect(mine.page.total).toBe(4);
    expect(numbersOf((await list(monitor, MARCH)).data)).toEqual([numbers.colleague]);
    expect(numbersOf((await list(ceresio, MARCH)).data)).toEqual([numbers.otherSchool]);

    const all = await list(admin, `${MARCH}&scope=all`);
    expect(numbersOf(all.data)).toEqual([
      numbers.otherSchool,
      numbers.colleague,
      numbers.invoice,
      numbers.card,
      numbers.firstDay,
    ]);
    for (const caller of [head, ceresio, monitor]) {
      const refused = await get(caller, `/api/shop-orders?${MARCH}&scope=all`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
      expect((await get(caller, `/api/shop-orders/export?format=csv&scope=all`)).statusCode).toBe(403);
    }
    const learner = bearer(await tokenFor(t().app, 'student@demo.ch'));
    expect((await get(learner, `/api/shop-orders?${MARCH}`)).statusCode).toBe(403);
  });

  it('answers spec §3 Sale or order in the reader’s language, with what the reader may do', async () => {
    const [card] = (await list(head, `${MARCH}&q=${numbers.card}`)).data;
    expect(card).toMatchObject({
      status: 'paid',
      buyer: { id: null, name: 'Anna Kaufmann', email: 'anna.kaufmann@example.com' },
      seller: { name: 'Hélène Chef' },
      article: { code: 'Theo30', kind: 'theory_licence' },
      description: expect.stringMatching(/^Examen théorique/),
      quantity: 2,
      income: 44.8,
      tax: 3.36,
      realIncome: 43.6,
      paymentMode: 'card',
      cashback: 0,
      paymentRecordable: false,
    });
    const [invoice] = (await list(head, `${MARCH}&paymentMode=invoice`)).data;
    expect(invoice).toMatchObject({ income: 15, cashback: 5, realIncome: 10, paymentRecordable: true });
    // The product administrator sees it, but the seller records its payment.
    const [asAdmin] = (await list(admin, `scope=all&q=${numbers.invoice}`)).data;
    expect(asAdmin?.paymentRecordable).toBe(false);
    // monitor@demo.ch reads Italian.
    const [colleague] = (await list(monitor, MARCH)).data;
    expect(colleague).toMatchObject({ description: 'SMS del monitore', paymentRecordable: false });
  });

  it('filters by search, status, payment mode and Zurich days', async () => {
    const search = async (query: string) => numbersOf((await list(head, `${MARCH}&${query}`)).data);
    expect(await search('q=kaufmann')).toEqual([numbers.card, numbers.firstDay]);
    expect(await search('q=MARCO@EXAMPLE')).toEqual([numbers.invoice]);
    expect(await search('q=Theorieprüfung')).toEqual([numbers.card, numbers.firstDay]);
    expect(await search(`q=${numbers.card?.slice(2)}`)).toEqual([numbers.card]);
    expect(await search('q=100%25')).toEqual([]);
    expect(await search('status=paid')).toEqual([numbers.card, numbers.firstDay]);
    expect(await search('status=cancelled')).toEqual([numbers.colleague]);
    expect(await search('paymentMode=voucher')).toEqual([numbers.firstDay]);
    const day = async (query: string) => numbersOf((await list(head, `q=kaufmann&${query}`)).data);
    expect(await day('from=2025-03-01&to=2025-03-01')).toEqual([numbers.firstDay]);
    expect(await day('from=2025-04-01&to=2025-04-01')).toEqual([numbers.april]);
    expect(await day('to=2025-02-28')).toEqual([]);
  });

  it('adds up the whole filter, cancelled orders left out, as the rows do', async () => {
    for (const [headers, query] of [
      [head, MARCH],
      [admin, `${MARCH}&scope=all`],
      [head, `${MARCH}&status=paid`],
    ] as const) {
      const { data, sums } = await list(headers, query);
      const counted = data.filter((sale) => sale.status !== 'cancelled');
      const sum = (field: 'income' | 'tax' | 'realIncome' | 'cashback') =>
        counted.reduce((total, sale) => total + Math.round(sale[field] * 100), 0) / 100;
      expect(sums).toEqual({
        income: sum('income'),
        tax: sum('tax'),
        realIncome: sum('realIncome'),
        cashback: sum('cashback'),
      });
    }
    // 44.80 + 15.00 + 7.20; 3.36 + 1.12 VAT; 43.60 + 10.00 + 0 real; 5.00 + 7.20 cashback.
    expect((await list(head, MARCH)).sums).toEqual({ income: 67, tax: 4.48, realIncome: 53.6, cashback: 12.2 });
  });

  it('exports the whole filtered list as CSV in the reader’s language, the same figures', async () => {
    const answer = await get(head, `/api/shop-orders/export?format=csv&${MARCH}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = answer.body.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(
      "Numéro;Date;Acheteur;E-mail de l'acheteur;Vendeur;Description;Quantité;Revenu (CHF);TVA (CHF);Revenu réel (CHF);Mode de paiement;Cashback (CHF);Statut",
    );
    expect(lines).toHaveLength(4);
    const rows = lines.map((line) => line.split(';'));
    const card = rows.find((row) => row[0] === numbers.card);
    expect(card?.slice(1)).toEqual([
      '03.03.2025',
      'Anna Kaufmann',
      'anna.kaufmann@example.com',
      'Hélène Chef',
      expect.stringMatching(/^Examen théorique/),
      '2',
      '44.80',
      '3.36',
      '43.60',
      'Carte',
      '0.00',
      'Payée',
    ]);
    // A name typed like a formula stays text when a spreadsheet opens the file.
    const invoice = rows.find((row) => row[0] === numbers.invoice);
    expect(invoice?.[2]).toBe("'=Marco Rossi");
    expect(invoice?.slice(7)).toEqual(['15.00', '1.12', '10.00', 'Facture', '5.00', 'En attente de paiement']);
    expect(rows.find((row) => row[0] === numbers.firstDay)?.[1]).toBe('01.03.2025');
  });

  it('exports every page as an .xlsx workbook with numbers and days, read back with exceljs', async () => {
    const answer = await get(monitor, `/api/shop-orders/export?format=xlsx&${MARCH}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Vendite');
    expect(sheet?.getRow(1).getCell(8).value).toBe('Ricavo (CHF)');
    expect(sheet?.rowCount).toBe(2);
    const row = sheet?.getRow(2);
    expect(row?.getCell(1).value).toBe(numbers.colleague);
    expect(row?.getCell(2).value).toEqual(new Date('2025-03-15T00:00:00Z'));
    expect(row?.getCell(2).numFmt).toBe('dd.mm.yyyy');
    expect(row?.getCell(6).value).toBe('SMS del monitore');
    expect(row?.getCell(8).value).toBe(5);
    expect(row?.getCell(8).numFmt).toBe('0.00');
    expect(row?.getCell(9).value).toBeCloseTo(0.37, 2);
    expect(row?.getCell(11).value).toBe('Carta');
    expect(row?.getCell(13).value).toBe('Annullato');

    // More than a page (50): the product administrator's export holds every order of the filter.
    const articleId = await articleOf('ceresio@demo.ch');
    for (let day = 1; day <= SHOP_ORDERS_PAGE_SIZE; day += 1) {
      await insertShopOrder(t().database.db, {
        articleId,
        buyer: { firstname: 'Paolo', name: 'Kaufmann', email: 'paolo@example.com' },
        quantity: 1 + (day % 3),
        paymentMode: 'card',
        status: 'paid',
        createdAt: new Date(Date.UTC(2024, 5, 1, 8, day)),
      });
    }
    const pages = [await list(admin, 'scope=all&q=Kaufmann'), await list(admin, 'scope=all&q=Kaufmann&page=2')];
    expect(pages[0]?.page.total).toBeGreaterThan(SHOP_ORDERS_PAGE_SIZE);
    const all = await get(admin, '/api/shop-orders/export?format=xlsx&scope=all&q=Kaufmann');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(all.rawPayload as unknown as ExcelJS.Buffer);
    const incomes: number[] = [];
    book.worksheets[0]?.eachRow((sheetRow, index) => {
      if (index > 1) incomes.push(Number(sheetRow.getCell(8).value));
    });
    expect(incomes).toEqual(pages.flatMap((page) => page.data.map((sale) => sale.income)));
  });

  it('refuses a bad query naming the field', async () => {
    const field = async (query: string) => {
      const answer = await get(head, `/api/shop-orders?${query}`);
      expect(answer.statusCode, query).toBe(400);
      return answer.json().error.details.map((detail: { field: string; rule: string }) => detail.field);
    };
    expect(await field('q=a%01b')).toEqual(['querystring.q']);
    expect(await field('from=2025-13-01')).toEqual(['querystring.from']);
    expect(await field('to=31.03.2025')).toEqual(['querystring.to']);
    expect(await field('paymentMode=cash')).toEqual(['querystring.paymentMode']);
    expect(await field('scope=school')).toEqual(['querystring.scope']);
    const format = await get(head, '/api/shop-orders/export?format=pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json().error.details[0].field).toBe('querystring.format');
  });
});
