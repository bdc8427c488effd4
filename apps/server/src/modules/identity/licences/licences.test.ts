import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licences, users } from '../../../db/schema';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { storedLicenceKey } from './licence-keys';

describe('licences', () => {
  const t = useTestApp();
  const activate = (token: string, key: string) =>
    t().app.inject({ method: 'POST', url: '/api/licences/activate', headers: bearer(token), payload: { key } });

  it("lists the head's licences as activated with their modules and the SMS they grant a month", async () => {
    const response = await t().app.inject({
      url: '/api/licences',
      headers: bearer(await tokenFor(t().app, 'head@demo.ch')),
    });
    expect(response.json().data).toEqual([
      expect.objectContaining({
        key: '••••-••••-••••-0001',
        status: 'activated',
        modules: ['admin', 'didactic', 'finance', 'statistics'],
        monthlySms: 100,
      }),
      expect.objectContaining({
        key: '••••-••••-••••-0009',
        status: 'activated',
        modules: ['admin', 'didactic'],
        monthlySms: 0,
      }),
    ]);
  });

  it('activates a key for a monitor, who then holds the admin licence', async () => {
    const token = await tokenFor(t().app, 'monitor@demo.ch');
    const before = await t().app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(before.json().data.licenceAdmin).toBe(false);
    const response = await activate(token, 'admn-2026-demo-0002');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ key: '••••-••••-••••-0002', status: 'activated', monthlySms: 0 });
    const after = await t().app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(after.json().data.licenceAdmin).toBe(true);
  });

  it('answers the unknown-licence message for a key that does not exist, and 409 for a used one', async () => {
    const token = await tokenFor(t().app, 'ceresio@demo.ch');
    const unknown = await activate(token, 'ZZZZ-0000-ZZZZ-0000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('unknown_licence');
    expect((await activate(token, 'ADMN-2026-DEMO-0002')).statusCode).toBe(409);
  });

  it('refuses a malformed key naming the field', async () => {
    const response = await activate(await tokenFor(t().app, 'ceresio@demo.ch'), 'ABC-123');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('body.key');
  });

  it('is not for students', async () => {
    const response = await activate(await tokenFor(t().app, 'student@demo.ch'), 'ADMN-2026-DEMO-0003');
    expect(response.statusCode).toBe(403);
  });
});

describe('renewing a licence', () => {
  const t = useTestApp();

  it('starts the renewal where the running licence of the same modules ends, not today', async () => {
    const { db } = t().database;
    const [head] = await db.select().from(users).where(eq(users.email, 'head@demo.ch'));
    const [running] = await db
      .select()
      .from(licences)
      .where(eq(licences.userId, head?.id as string));
    await db.insert(licences).values({
      ...storedLicenceKey('RENW-2027-HEAD-0004'),
      modules: ['statistics', 'finance', 'didactic', 'admin'],
      durationDays: 30,
    });
    const renewed = await t().app.inject({
      method: 'POST',
      url: '/api/licences/activate',
      headers: bearer(await tokenFor(t().app, 'head@demo.ch')),
      payload: { key: 'renw-2027-head-0004' },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { start, end } = renewed.json().data;
    expect(new Date(start).getTime()).toBe(running?.endsAt?.getTime());
    expect(new Date(end).getTime() - new Date(start).getTime()).toBe(30 * 86_400_000);
  });
});
