import { LICENCE_KEY_PATTERN } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../../db/schema';
import { multipartFile } from '../../../test/multipart';
import { bearer, enrolTwoFactor, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

const COMPLETE = {
  nameFr: 'Complet',
  nameDe: 'Komplett',
  nameIt: 'Completo',
  descriptionFr: 'Tous les modules, 100 SMS par mois',
  licenceCount: 1,
  modules: ['admin', 'didactic', 'finance', 'statistics'],
  price: 420.5,
  paymentModes: ['invoice', 'card'],
  roles: ['monitor'],
  daysPerLicence: 365,
  monthlySms: 100,
};

describe('subscription plans and licence keys (product administrator)', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  beforeAll(async () => {
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    admin = bearer(await tokenFor(t().app, 'admin@demo.ch'));
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) =>
    t().app.inject({ method, url, payload, headers });

  it('creates a plan with every field, in centimes behind CHF, and keeps its version', async () => {
    const [monitor] = await t().database.db.select().from(users).where(eq(users.email, 'monitor@demo.ch'));
    const created = await call('POST', '/api/subscription-plans', { ...COMPLETE, userIds: [monitor?.id] });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json().data;
    expect(plan).toMatchObject({ ...COMPLETE, userIds: [monitor?.id], disabled: false, licencesIssued: 0, version: 1 });
    const changed = await call('PUT', `/api/subscription-plans/${plan.id}`, { ...COMPLETE, price: 0, version: 1 });
    expect(changed.json().data).toMatchObject({ price: 0, userIds: [], version: 2 });
    expect((await call('PUT', `/api/subscription-plans/${plan.id}`, { ...COMPLETE, version: 1 })).statusCode).toBe(409);
  });

  it('refuses a plan without name, module or payment mode, naming each field, and an unknown user', async () => {
    const refused = await call('POST', '/api/subscription-plans', {
      ...COMPLETE,
      nameFr: '',
      nameDe: '',
      nameIt: '',
      modules: [],
      paymentModes: [],
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['body.nameFr', 'body.modules', 'body.paymentModes']));
    const unknown = await call('POST', '/api/subscription-plans', {
      ...COMPLETE,
      userIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].field).toBe('body.userIds');
  });

  it('generates keys once: the pattern, activatable, counted on the plan, audited; never deleted, disabled instead', async () => {
    const plan = (await call('POST', '/api/subscription-plans', COMPLETE)).json().data;
    const batch = await call('POST', `/api/subscription-plans/${plan.id}/key-batches`, { count: 25 });
    expect(batch.statusCode, batch.body).toBe(201);
    expect(batch.headers['cache-control']).toBe('no-store');
    const { keys } = batch.json().data;
    expect(new Set(keys).size).toBe(25);
    for (const key of keys) expect(key).toMatch(LICENCE_KEY_PATTERN);

    const ceresio = bearer(await tokenFor(t().app, 'ceresio@demo.ch'));
    const activated = await call('POST', '/api/licences/activate', { key: keys[0].toLowerCase() }, ceresio);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data).toMatchObject({
      modules: COMPLETE.modules,
      key: `••••-••••-••••-${keys[0].slice(-4)}`,
    });

    const listed = (await call('GET', '/api/subscription-plans'))
      .json()
      .data.find((item: { id: string }) => item.id === plan.id);
    expect(listed.licencesIssued).toBe(25);
    const disabled = await call('PUT', `/api/subscription-plans/${plan.id}/disabled`, { disabled: true });
    expect(disabled.json().data.disabled).toBe(true);
    expect((await call('POST', `/api/subscription-plans/${plan.id}/key-batches`, { count: 1001 })).statusCode).toBe(
      400,
    );
    const audits = await t()
      .database.db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'licence.batch_generated'));
    expect(audits.some((event) => (event.details as { planId?: string }).planId === plan.id)).toBe(true);
    expect(JSON.stringify(audits)).not.toContain(keys[0]);
  });

  it('keeps the terms as a PDF checked by content; a new one replaces the old, whose address stops working', async () => {
    const plan = (await call('POST', '/api/subscription-plans', COMPLETE)).json().data;
    expect(plan.termsUrl).toBeNull();
    const upload = (name: string, content: Buffer) => {
      const body = multipartFile('file', name, content);
      return t().app.inject({
        method: 'PUT',
        url: `/api/subscription-plans/${plan.id}/terms`,
        payload: body.payload,
        headers: { ...body.headers, ...admin },
      });
    };
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const first = await upload('cgv.pdf', pdf);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().data.termsUrl;
    const served = await t().app.inject({ url: firstUrl });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect((await upload('cgv.png', pdf)).json().error.details[0].rule).toBe('invalid_extension');
    expect(
      (await upload('cgv.pdf', Buffer.from('\x7fELF\x02\x01\x01\x00rest of a program'))).json().error.details[0].rule,
    ).toBe('content_mismatch');
    const second = await upload('cgv-2027.pdf', pdf);
    expect(second.json().data.termsUrl).not.toBe(firstUrl);
    expect((await t().app.inject({ url: firstUrl })).statusCode).toBe(404);
  });

  it('is the product administrator’s alone: fre and monitors are refused', async () => {
    for (const email of ['fre@demo.ch', 'head@demo.ch']) {
      const headers = bearer(await tokenFor(t().app, email));
      expect((await call('GET', '/api/subscription-plans', undefined, headers)).statusCode, email).toBe(403);
    }
  });
});
