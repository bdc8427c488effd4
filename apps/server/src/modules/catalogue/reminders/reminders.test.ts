import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

const reminder = {
  name: 'Rappel SMS',
  text: 'Bonjour {firstname}, leçon le {date} à {start}, {place}.',
  channels: ['sms'],
  daysBefore: 1,
};

describe('reminder templates and training routes', () => {
  const t = useTestApp();
  const call = async (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });

  it('keeps reminder templates per monitor and refuses a template without a channel', async () => {
    const created = await call('head@demo.ch', 'POST', '/api/reminders', reminder);
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const changed = await call('head@demo.ch', 'PUT', `/api/reminders/${id}`, {
      ...reminder,
      channels: ['sms', 'email'],
      version: 1,
    });
    expect(changed.json().data.channels).toEqual(['sms', 'email']);
    const invalid = await call('head@demo.ch', 'POST', '/api/reminders', { ...reminder, channels: [] });
    expect(invalid.json().error.details[0].field).toBe('body.channels');
    expect((await call('fre@demo.ch', 'PUT', `/api/reminders/${id}`, { ...reminder, version: 2 })).statusCode).toBe(
      404,
    );
    expect((await call('fre@demo.ch', 'DELETE', `/api/reminders/${id}`)).statusCode).toBe(404);
    expect((await call('head@demo.ch', 'DELETE', `/api/reminders/${id}`)).statusCode).toBe(200);
  });

  it('keeps training routes per monitor, behind the admin licence', async () => {
    const created = await call('head@demo.ch', 'POST', '/api/routes', {
      label: 'Lausanne – Vevey',
      description: 'Autoroute A9',
    });
    const { id } = created.json().data;
    expect((await call('head@demo.ch', 'GET', '/api/routes')).json().data).toContainEqual({
      id,
      version: 1,
      label: 'Lausanne – Vevey',
      description: 'Autoroute A9',
    });
    expect((await call('fre@demo.ch', 'GET', '/api/routes')).json().data).toEqual([]);
    expect((await call('monitor@demo.ch', 'GET', '/api/routes')).json().error.code).toBe('admin_licence_required');
    const long = await call('head@demo.ch', 'POST', '/api/routes', { label: 'x'.repeat(81) });
    expect(long.json().error.details[0].field).toBe('body.label');
  });
});
