import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, auditEvents, storedFiles } from '../../../db/schema';
import { multipartFile } from '../../../test/multipart';
import { bearer, enrolTwoFactor, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const RESOURCE_PACK = {
  kind: 'resources',
  labelFr: 'Pack théorie',
  labelDe: 'Theoriepaket',
  labelIt: 'Pacchetto teoria',
  labelEn: 'Theory pack',
  descriptionFr: 'Fiches et vidéos',
  descriptionDe: 'Blätter und Videos',
  descriptionIt: 'Schede e video',
  descriptionEn: 'Sheets and videos',
  price: 19.9,
  public: true,
  shared: true,
  theoryLicenceDays: null,
  smsCount: null,
  externalId: 'EXT-42',
  externalUrl: 'https://example.ch/pack',
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();

describe('shop articles (/shop-settings, /shop, the public page)', () => {
  const t = useTestApp();
  const tokens = new Map<string, Record<string, string>>();
  const as = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, bearer(await tokenFor(t().app, email)));
    return tokens.get(email) as Record<string, string>;
  };
  const call = async (email: string | null, method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: email ? await as(email) : {} });
  let headResources: string[];
  const create = async (email: string, fields: object) => {
    const answer = await call(email, 'POST', '/api/articles', fields);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data;
  };
  const pack = () => create('head@demo.ch', { ...RESOURCE_PACK, resourceIds: headResources.slice(0, 2) });
  const uploadLogo = async (id: string, filename: string, content: Buffer, email = 'head@demo.ch') => {
    const body = multipartFile('file', filename, content);
    return t().app.inject({
      method: 'PUT',
      url: `/api/articles/${id}/logo`,
      payload: body.payload,
      headers: { ...body.headers, ...(await as(email)) },
    });
  };
  const fields = (answer: { json(): { error: { details: { field: string }[] } } }) =>
    answer.json().error.details.map((detail) => detail.field);

  beforeAll(async () => {
    const library = (await call('head@demo.ch', 'GET', '/api/resources')).json().data;
    headResources = library.items.map((item: { id: string }) => item.id);
    expect(headResources.length).toBeGreaterThanOrEqual(2);
  });

  it('creates an article with every field, answers them back in CHF, and replaces them at its version', async () => {
    const article = await pack();
    expect(article).toMatchObject({
      ...RESOURCE_PACK,
      resourceIds: [...headResources.slice(0, 2)].sort(),
      disabled: false,
      mine: true,
      logo: null,
      version: 1,
      owner: { name: 'Hélène Chef' },
    });
    expect(article.code).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(article.shopCode).toMatch(/^[A-Za-z0-9]{10}$/);
    const [stored] = await t().database.db.select().from(articles).where(eq(articles.id, article.id));
    expect(stored?.price).toBe(1990);
    expect(stored?.schoolId).not.toBeNull();

    const sms = await create('head@demo.ch', {
      kind: 'sms_pack',
      labelFr: 'Pack de 100 SMS',
      price: 0,
      smsCount: 100,
    });
    expect(sms).toMatchObject({ kind: 'sms_pack', smsCount: 100, price: 0, public: false, shared: false, labelEn: '' });
    expect(sms.shopCode).toBe(article.shopCode);
    expect(sms.code).not.toBe(article.code);

    const changed = await call('head@demo.ch', 'PUT', `/api/articles/${article.id}`, {
      ...RESOURCE_PACK,
      kind: 'theory_licence',
      theoryLicenceDays: 30,
      price: 22.4,
      public: false,
      externalUrl: null,
      resourceIds: [],
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      kind: 'theory_licence',
      theoryLicenceDays: 30,
      price: 22.4,
      public: false,
      externalUrl: null,
      resourceIds: [],
      version: 2,
      code: article.code,
    });
    const stale = await call('head@demo.ch', 'PUT', `/api/articles/${article.id}`, {
      ...RESOURCE_PACK,
      resourceIds: headResources.slice(0, 1),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_version');
    const listed = (await call('head@demo.ch', 'GET', '/api/articles')).json().data;
    expect(listed.map((one: { id: string }) => one.id)).toEqual(expect.arrayContaining([article.id, sms.id]));
    const audited = await t()
      .database.db.select()
      .from(auditEvents)
      .where(sql`${auditEvents.details}->>'articleId' = ${article.id}`);
    expect(audited.map((event) => event.action).sort()).toEqual(['article.created', 'article.updated']);
  });

  it('refuses an article that breaks a rule, naming each field', async () => {
    const refused = async (body: object) => {
      const answer = await call('head@demo.ch', 'POST', '/api/articles', body);
      expect(answer.statusCode, answer.body).toBe(400);
      return fields(answer);
    };
    expect(await refused({ kind: 'voucher', price: 50 })).toEqual(
      expect.arrayContaining(['body.labelFr', 'body.labelDe', 'body.labelIt', 'body.labelEn']),
    );
    expect(await refused({ kind: 'sms_pack', labelFr: 'SMS', price: 10 })).toContain('body.smsCount');
    expect(await refused({ kind: 'voucher', labelFr: 'Bon', price: 10, smsCount: 5 })).toContain('body.smsCount');
    expect(await refused({ kind: 'theory_licence', labelFr: 'Licence', price: 7.2, theoryLicenceDays: 7 })).toContain(
      'body.theoryLicenceDays',
    );
    expect(await refused({ kind: 'resources', labelFr: 'Pack', price: 5 })).toContain('body.resourceIds');
    expect(await refused({ kind: 'voucher', labelFr: 'Bon', price: 0 })).toContain('body.price');
    expect(await refused({ kind: 'voucher', labelFr: 'Bon', price: 10.005 })).toContain('body.price');
    expect(await refused({ kind: 'voucher', labelFr: 'Bon', price: 10, externalUrl: 'ftp://x.ch' })).toContain(
      'body.externalUrl',
    );
    expect(await refused({ kind: 'gift', labelFr: 'Bon', price: 10 })).toContain('body.kind');
    expect(await refused({ kind: 'voucher', labelFr: 'B\u0007on', price: 10 })).toContain('body.labelFr');
    // A resource of another school's library is none of the head's to sell.
    const ceresioLink = await call('ceresio@demo.ch', 'POST', '/api/resources', {
      type: 'link',
      nameIt: 'Link',
      linkUrl: 'https://example.ch',
    });
    expect(ceresioLink.statusCode, ceresioLink.body).toBe(201);
    expect(await refused({ ...RESOURCE_PACK, resourceIds: [headResources[0], ceresioLink.json().data.id] })).toEqual([
      'body.resourceIds.1',
    ]);
  });

  it('takes a square logo only: an image by its content, 1:1, replacing the one before', async () => {
    const article = await pack();
    const first = await uploadLogo(article.id, 'logo.png', await png(300, 300));
    expect(first.statusCode, first.body).toBe(200);
    const logo = first.json().data.logo;
    expect(logo.url).toMatch(/^\/api\/files\//);
    const image = await t().app.inject({ method: 'GET', url: logo.url });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(300);
    const firstFileId = (await t().database.db.select().from(articles).where(eq(articles.id, article.id)))[0]
      ?.logoFileId;

    const oblong = await uploadLogo(article.id, 'wide.png', await png(400, 300));
    expect(oblong.statusCode).toBe(400);
    expect(oblong.json().error.details).toEqual([expect.objectContaining({ field: 'logo', rule: 'not_square' })]);
    const pdf = await uploadLogo(article.id, 'logo.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.details[0]).toMatchObject({ field: 'file', rule: 'not_an_image' });
    const text = await uploadLogo(article.id, 'logo.png', Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(400);
    expect(fields(text)).toEqual(['file']);
    // Refused logos leave no file behind; the article keeps its logo.
    const [kept] = await t().database.db.select().from(articles).where(eq(articles.id, article.id));
    expect(kept?.logoFileId).toBe(firstFileId);

    const second = await uploadLogo(
      article.id,
      'logo.jpg',
      await sharp(await png(120, 120))
        .jpeg()
        .toBuffer(),
    );
    expect(second.statusCode, second.body).toBe(200);
    const gone = await t()
      .database.db.select()
      .from(storedFiles)
      .where(eq(storedFiles.id, firstFileId as string));
    expect(gone).toEqual([]);
  });

  it('disables an article for good, after which it is no longer changed, sold nor shown', async () => {
    const article = await pack();
    const page = `/api/public/articles/${article.shopCode}/${article.code}`;
    expect((await call(null, 'GET', page)).statusCode).toBe(200);
    const enable = await call('head@demo.ch', 'PUT', `/api/articles/${article.id}/disabled`, { disabled: false });
    expect(enable.statusCode).toBe(400);
    expect(fields(enable)).toEqual(['body.disabled']);

    const disabled = await call('head@demo.ch', 'PUT', `/api/articles/${article.id}/disabled`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.disabled).toBe(true);
    const again = await call('head@demo.ch', 'PUT', `/api/articles/${article.id}/disabled`, { disabled: true });
    expect(again.json().data).toMatchObject({ disabled: true, version: article.version });

    const change = await call('head@demo.ch', 'PUT', `/api/articles/${article.id}`, {
      ...RESOURCE_PACK,
      resourceIds: headResources.slice(0, 1),
      version: 1,
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().error.code).toBe('article_disabled');
    const logo = await uploadLogo(article.id, 'logo.png', await png(64, 64));
    expect(logo.statusCode).toBe(409);
    expect((await call(null, 'GET', page)).statusCode).toBe(404);
    const shop = (await call('student@demo.ch', 'GET', '/api/shop')).json().data;
    expect(shop.map((one: { code: string }) => one.code)).not.toContain(article.code);
    // Still listed for its seller, marked disabled.
    const listed = (await call('head@demo.ch', 'GET', '/api/articles')).json().data;
    expect(listed.find((one: { id: string }) => one.id === article.id)).toMatchObject({ disabled: true });
  });

  it('keeps an article to its seller and his school’s head: another school or another monitor gets a 404', async () => {
    const article = await pack();
    const minimal = { kind: 'voucher', labelIt: 'Buono', price: 30 };
    for (const email of ['ceresio@demo.ch', 'monitor@demo.ch']) {
      expect((await call(email, 'PUT', `/api/articles/${article.id}`, { ...minimal, version: 1 })).statusCode).toBe(
        404,
      );
      expect((await call(email, 'PUT', `/api/articles/${article.id}/disabled`, { disabled: true })).statusCode).toBe(
        404,
      );
      expect((await uploadLogo(article.id, 'logo.png', await png(32, 32), email)).statusCode).toBe(404);
      const listed = (await call(email, 'GET', '/api/articles')).json().data;
      expect(listed.map((one: { id: string }) => one.id)).not.toContain(article.id);
    }
    // The head manages what a monitor of her school sells; his own stays his (mine for him only).
    const marcos = await create('monitor@demo.ch', minimal);
    expect(marcos.shopCode).not.toBe(article.shopCode);
    const seen = (await call('head@demo.ch', 'GET', '/api/articles')).json().data;
    expect(seen.find((one: { id: string }) => one.id === marcos.id)).toMatchObject({ mine: false });
    const changed = await call('head@demo.ch', 'PUT', `/api/articles/${marcos.id}`, {
      ...minimal,
      price: 35,
      version: 1,
    });
    expect(changed.json().data).toMatchObject({ price: 35, mine: false, owner: { name: 'Marco Rossi' } });
    // Learners and employees do not manage articles.
    for (const email of ['student@demo.ch', 'employee@demo.ch']) {
      expect((await call(email, 'GET', '/api/articles')).statusCode).toBe(403);
    }
  });

  it('shows each signed-in user what he may buy on /shop', async () => {
    const offered = await pack();
    const hidden = await create('head@demo.ch', { kind: 'voucher', labelFr: 'Bon privé', price: 20 });
    const sharedPrivate = await create('head@demo.ch', {
      kind: 'voucher',
      labelFr: 'Bon vendu par les employés',
      price: 25,
      shared: true,
    });
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    const product = await create('admin@demo.ch', {
      kind: 'theory_licence',
      labelFr: 'Licence théorique 1 jour',
      price: 7.2,
      theoryLicenceDays: 1,
      public: true,
    });
    const codesFor = async (email: string) =>
      ((await call(email, 'GET', '/api/shop')).json().data as { code: string }[]).map((one) => one.code);

    const learner = await codesFor('student@demo.ch');
    expect(learner).toContain(offered.code);
    expect(learner).not.toContain(hidden.code);
    expect(learner).not.toContain(sharedPrivate.code);
    expect(learner).not.toContain(product.code);

    const head = await codesFor('head@demo.ch');
    expect(head).toEqual(expect.arrayContaining([offered.code, hidden.code, product.code]));
    const monitor = await codesFor('monitor@demo.ch');
    expect(monitor).toContain(product.code);
    expect(monitor).not.toContain(offered.code);
    const employee = await codesFor('employee@demo.ch');
    expect(employee).toEqual(expect.arrayContaining([offered.code, sharedPrivate.code]));
    expect(employee).not.toContain(hidden.code);
    const other = await codesFor('ceresio@demo.ch');
    expect(other).toContain(product.code);
    expect(other).not.toContain(offered.code);
    const mine = (await call('head@demo.ch', 'GET', '/api/shop')).json().data;
    expect(mine.find((one: { code: string }) => one.code === hidden.code)).toMatchObject({ mine: true, public: false });
  });

  it('answers the public page to anyone in the language asked, and 404 for what is not public or on sale', async () => {
    const article = await pack();
    const page = (monitor: string, code: string, query = '') =>
      call(null, 'GET', `/api/public/articles/${monitor}/${code}${query}`);
    const german = await page(article.shopCode, article.code, '?language=de');
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json().data).toMatchObject({
      language: 'de',
      label: 'Theoriepaket',
      description: 'Blätter und Videos',
      price: 19.9,
      kind: 'resources',
      seller: { name: 'Hélène Chef', school: 'Auto-école Démo' },
    });
    expect(german.json().data.resources).toHaveLength(2);
    expect(german.json().data).not.toHaveProperty('id');
    // The monitor parameter ends in the seller's code (spec §2); French by default.
    const french = await page(`helene-chef-${article.shopCode}`, article.code);
    expect(french.json().data).toMatchObject({ language: 'fr', label: 'Pack théorie' });

    const onlyItalian = await create('head@demo.ch', {
      kind: 'voucher',
      labelIt: 'Buono regalo',
      price: 50,
      public: true,
    });
    expect((await page(onlyItalian.shopCode, onlyItalian.code, '?language=en')).json().data.label).toBe('Buono regalo');

    const privateOne = await create('head@demo.ch', { kind: 'voucher', labelFr: 'Privé', price: 10 });
    expect((await page(privateOne.shopCode, privateOne.code)).statusCode).toBe(404);
    const marcos = await create('monitor@demo.ch', { kind: 'voucher', labelIt: 'Buono', price: 10, public: true });
    expect((await page(marcos.shopCode, article.code)).statusCode).toBe(404);
    expect((await page(article.shopCode, 'ZZZZZZ')).statusCode).toBe(404);
    expect((await page('short', article.code)).statusCode).toBe(400);
    expect((await page(article.shopCode, 'toolong1')).statusCode).toBe(400);
  });

  it('seeds the demo shop: a resource pack, an SMS pack of 100, the three theory licences, a CHF 50 voucher', async () => {
    const demoCodes = ['Pack01', 'Sms100', 'Theo01', 'Theo30', 'The365', 'Bon050'];
    const demo = (await call('head@demo.ch', 'GET', '/api/articles'))
      .json()
      .data.filter((article: { code: string }) => demoCodes.includes(article.code));
    expect(demo).toHaveLength(6);
    const byCode = Object.fromEntries(demo.map((article: { code: string }) => [article.code, article]));
    expect(byCode.Pack01).toMatchObject({ kind: 'resources', public: true });
    expect(byCode.Pack01.resourceIds).toHaveLength(2);
    expect(byCode.Sms100).toMatchObject({ kind: 'sms_pack', smsCount: 100 });
    expect([byCode.Theo01, byCode.Theo30, byCode.The365].map((one) => [one.theoryLicenceDays, one.price])).toEqual([
      [1, 7.2],
      [30, 22.4],
      [365, 41.6],
    ]);
    expect(byCode.Bon050).toMatchObject({ kind: 'voucher', price: 50 });
    for (const article of demo) expect(article.logo?.url).toBeTruthy();
    const page = await call(null, 'GET', '/api/public/articles/HeleneChef/Pack01?language=it');
    expect(page.json().data.resources).toEqual(['Lista di controllo prima di partire', 'Segnale «Stop»']);
  });

  it('keeps a resource an article delivers: its deletion answers 409 resource_in_use until no article names it', async () => {
    const link = await call('head@demo.ch', 'POST', '/api/resources', {
      type: 'link',
      nameFr: 'Lien vendu',
      linkUrl: 'https://example.ch/vendu',
    });
    const resourceId = link.json().data.id;
    const article = await create('head@demo.ch', { ...RESOURCE_PACK, resourceIds: [resourceId] });
    const refused = await call('head@demo.ch', 'DELETE', `/api/resources/${resourceId}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('resource_in_use');
    await call('head@demo.ch', 'PUT', `/api/articles/${article.id}`, {
      ...RESOURCE_PACK,
      resourceIds: [headResources[0]],
      version: 1,
    });
    expect((await call('head@demo.ch', 'DELETE', `/api/resources/${resourceId}`)).statusCode).toBe(200);
  });
});
