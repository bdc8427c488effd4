import { describe, expect, it } from 'vitest';
import { trainingRoutes } from '../db/schema';
import { getUserByEmail } from '../modules/identity';
import { bearer, tokenFor } from '../test/sign-in';
import { useTestApp } from '../test/test-app';

describe('control characters and lone surrogates in any request part', () => {
  const t = useTestApp();
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: { ...bearer(await tokenFor(t().app, 'head@demo.ch')), 'content-type': 'application/json' },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  const refusal = (response: { statusCode: number; json(): { error: { code: string; details: unknown } } }) => ({
    status: response.statusCode,
    code: response.json().error.code,
    details: response.json().error.details,
  });

  it('answers 400 naming body.label for a NUL in a training route, and writes nothing', async () => {
    const before = await t().database.db.select().from(trainingRoutes);
    const response = await call('POST', '/api/routes', { label: 'Lausanne\u0000Vevey', description: 'A9' });
    expect(refusal(response)).toEqual({
      status: 400,
      code: 'validation',
      details: [{ field: 'body.label', rule: 'control_character', message: expect.any(String) }],
    });
    expect(await t().database.db.select().from(trainingRoutes)).toHaveLength(before.length);
  });

  it('names nested fields, the query string and path parameters', async () => {
    const nested = await call('POST', '/api/infrastructure-types', { label: 'Piste', extra: [{ a: '\u0007' }] });
    expect(refusal(nested).details).toEqual([expect.objectContaining({ field: 'body.extra.0.a' })]);
    const query = await call('GET', `/api/students?search=${encodeURIComponent('Rossi\u0000')}`);
    expect(refusal(query).details).toEqual([expect.objectContaining({ field: 'querystring.search' })]);
    const param = await call('PUT', `/api/examiners/${encodeURIComponent('\u0000')}`, { name: 'Anne' });
    expect(refusal(param).details).toEqual([expect.objectContaining({ field: 'params.examinerId' })]);
  });

  it('refuses a lone surrogate, which PostgreSQL would otherwise store replaced', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/examiners',
      headers: { ...bearer(await tokenFor(t().app, 'head@demo.ch')), 'content-type': 'application/json' },
      payload: '{"name":"Anne \\ud800 Expert"}',
    });
    expect(refusal(response).details).toEqual([expect.objectContaining({ field: 'body.name' })]);
  });

  it('keeps tabs, new lines and every printable character', async () => {
    const response = await call('POST', '/api/routes', { label: 'Zürich – Biel 🚗', description: 'Départ\r\n\tA1' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a phone’s calendar object holding a NUL (400), before the booking rules', async () => {
    const app = t().app;
    const headers = bearer(await tokenFor(app, 'head@demo.ch'));
    const { password } = (
      await app.inject({ method: 'POST', url: '/api/accounts/me/app-passwords', headers, payload: { label: 'x' } })
    ).json().data;
    const calendarId = (await app.inject({ url: '/api/calendars', headers })).json().data[0].id;
    const head = await getUserByEmail(t().database.db, 'head@demo.ch');
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:nul-test',
      'DTSTAMP:20270301T080000Z',
      'DTSTART:20270301T080000Z',
      'DTEND:20270301T090000Z',
      'SUMMARY:Le\u0000çon',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const put = await app.inject({
      method: 'PUT',
      url: `/dav/calendars/${head?.id}/${calendarId}/nul-test.ics`,
      headers: {
        authorization: `Basic ${Buffer.from(`head@demo.ch:${password}`).toString('base64')}`,
        'content-type': 'text/calendar',
      },
      payload: ics,
    });
    expect(put.statusCode).toBe(400);
    expect(put.body).not.toMatch(/at .*\.ts|stack/i);
  });
});
