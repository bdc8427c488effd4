import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

const profile = {
  gender: 'female',
  firstname: 'Hélène',
  name: 'Chef',
  mobile: '+41 77 000 00 00',
  address: 'Rue du Lac 3',
  postcode: '1006',
  city: 'Lausanne',
};

describe('my account', () => {
  const t = useTestApp();

  it('updates personal details and stores the mobile in international format', async () => {
    const token = await tokenFor(t().app, 'head@demo.ch');
    const response = await t().app.inject({
      method: 'PATCH',
      url: '/api/accounts/me',
      headers: bearer(token),
      payload: profile,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ mobile: '+41770000000', city: 'Lausanne', gender: 'female' });
    const read = await t().app.inject({ url: '/api/accounts/me', headers: bearer(token) });
    expect(read.json().data.address).toBe('Rue du Lac 3');
  });

  it('refuses a landline and a missing city, naming the fields, and changes nothing', async () => {
    const token = await tokenFor(t().app, 'monitor@demo.ch');
    const response = await t().app.inject({
      method: 'PATCH',
      url: '/api/accounts/me',
      headers: bearer(token),
      payload: { ...profile, mobile: '021 312 34 56', city: '' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['body.mobile', 'body.city']));
    const read = await t().app.inject({ url: '/api/accounts/me', headers: bearer(token) });
    expect(read.json().data.mobile).toBe('+41790000002');
  });

  it('takes a mobile written as at home and stores it in E.164', async () => {
    const token = await tokenFor(t().app, 'employee@demo.ch');
    const response = await t().app.inject({
      method: 'PATCH',
      url: '/api/accounts/me',
      headers: bearer(token),
      payload: { ...profile, mobile: '078 234 56 78' },
    });
    expect(response.statusCode).toBe(200);
    const read = await t().app.inject({ url: '/api/accounts/me', headers: bearer(token) });
    expect(read.json().data.mobile).toBe('+41782345678');
  });

  it('changes the password: the old session answers 401, the new token works, the old password fails', async () => {
    const token = await tokenFor(t().app, 'student@demo.ch');
    const change = (payload: object) =>
      t().app.inject({ method: 'POST', url: '/api/accounts/me/password', headers: bearer(token), payload });
    expect((await change({ currentPassword: 'wrong', newPassword: 'Simplon-Pass-2027' })).statusCode).toBe(401);
    const weak = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'short' });
    expect(weak.json().error.details[0].field).toBe('body.newPassword');

    const response = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'Simplon-Pass-2027' });
    expect(response.statusCode).toBe(200);
    const fresh: string = response.json().token;
    expect((await t().app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t().app.inject({ url: '/api/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'student@demo.ch', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('lists my sessions and devices and revokes them, but not those of someone else', async () => {
    const mine = await tokenFor(t().app, 'fre@demo.ch');
    const other = await tokenFor(t().app, 'fre@demo.ch');
    const stranger = await tokenFor(t().app, 'ceresio@demo.ch');
    const overview = await t().app.inject({ url: '/api/accounts/me/security', headers: bearer(mine) });
    const sessions: { id: string; current: boolean }[] = overview.json().data.sessions;
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const otherSession = sessions.find((session) => !session.current);
    expect(otherSession).toBeDefined();

    const byStranger = await t().app.inject({
      method: 'DELETE',
      url: `/api/accounts/me/sessions/${otherSession?.id}`,
      headers: bearer(stranger),
    });
    expect(byStranger.statusCode).toBe(404);
    const revoked = await t().app.inject({
      method: 'DELETE',
      url: `/api/accounts/me/sessions/${otherSession?.id}`,
      headers: bearer(mine),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await t().app.inject({ url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(401);
  });
});
