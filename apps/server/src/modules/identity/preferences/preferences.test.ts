import { DEFAULT_QUICK_ACTIONS } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { DEMO_PASSWORD } from '../../../db/seed/demo';
import { hashPassword } from '../../../lib/passwords';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

/** Issue 28: the wizard's state and the chips, kept on the server per user. */
describe('account preferences', () => {
  const t = useTestApp();
  const me = async (token: string) =>
    (await t().app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().data;
  const put = (token: string, url: string, payload: unknown) =>
    t().app.inject({ method: 'PUT', url, payload: payload as object, headers: bearer(token) });

  it('opens the wizard for a new account and resumes it on another session where it was left', async () => {
    await t()
      .database.db.insert(users)
      .values({
        email: 'new-monitor@example.ch',
        role: 'monitor',
        firstname: 'Nina',
        name: 'Neu',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        confirmedAt: new Date(),
      });
    const first = await tokenFor(t().app, 'new-monitor@example.ch');
    expect((await me(first)).setup).toEqual({ step: 'licence', done: false });

    const saved = await put(first, '/api/account/setup', { step: 'phoneSync', done: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ step: 'phoneSync', done: false });
    // Another browser: another session of the same account.
    const second = await tokenFor(t().app, 'new-monitor@example.ch');
    expect((await me(second)).setup).toEqual({ step: 'phoneSync', done: false });

    expect((await put(second, '/api/account/setup', { step: 'end', done: true })).statusCode).toBe(200);
    expect((await me(first)).setup).toEqual({ step: 'end', done: true });
    // Opened again from the profile menu: it stays done while he walks through it.
    expect((await put(first, '/api/account/setup', { step: 'logo', done: true })).statusCode).toBe(200);
    expect((await me(second)).setup).toEqual({ step: 'logo', done: true });

    const unknown = await put(first, '/api/account/setup', { step: 'nowhere', done: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].field).toBe('body.step');
  });

  it('keeps the demo accounts set up, and the wizard for those who may read it (spec §6)', async () => {
    const head = await tokenFor(t().app, 'head@demo.ch');
    expect((await me(head)).setup.done).toBe(true);
    for (const email of ['student@demo.ch', 'employee@demo.ch']) {
      const token = await tokenFor(t().app, email);
      const refused = await put(token, '/api/account/setup', { step: 'end', done: true });
      expect(refused.statusCode, email).toBe(403);
    }
  });

  it('keeps the chips in the chosen order and answers the defaults until then', async () => {
    const token = await tokenFor(t().app, 'monitor@demo.ch');
    expect((await me(token)).quickActions).toEqual([...DEFAULT_QUICK_ACTIONS]);
    const order = ['students', 'openBills', 'newAppointment'];
    const saved = await put(token, '/api/account/quick-actions', { actions: order });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ actions: order });
    expect((await me(await tokenFor(t().app, 'monitor@demo.ch'))).quickActions).toEqual(order);
    // A learner chooses his too.
    const learner = await tokenFor(t().app, 'student@demo.ch');
    expect((await put(learner, '/api/account/quick-actions', { actions: ['calendar'] })).statusCode).toBe(200);
  });

  it('refuses no chip, an unknown one, one twice and a control character, naming `actions`', async () => {
    const token = await tokenFor(t().app, 'monitor@demo.ch');
    for (const actions of [[], ['teleport'], ['calendar', 'calendar'], ['calen\u0007dar']]) {
      const refused = await put(token, '/api/account/quick-actions', { actions });
      expect(refused.statusCode, JSON.stringify(actions)).toBe(400);
      expect(refused.json().error.details[0].field, JSON.stringify(actions)).toMatch(/^body\.actions/);
    }
    const control = await put(token, '/api/account/quick-actions', { actions: ['calen\u0007dar'] });
    expect(control.json().error.details[0].rule).toBe('control_character');
    expect((await put(token, '/api/account/quick-actions', {})).statusCode).toBe(400);
  });
});
