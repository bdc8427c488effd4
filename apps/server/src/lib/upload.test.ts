import { describe, expect, it } from 'vitest';
import { bearer, enrolTwoFactor, tokenFor } from '../test/sign-in';
import { useTestApp } from '../test/test-app';

const BROKEN_BODIES = {
  'a part cut in its content': '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc,def',
  'a part cut in its header': '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n',
  'a cut boundary line': '--x\r\nContent-Dispo',
  'no multipart at all': 'garbage',
};

describe('uploads that do not arrive whole', () => {
  const t = useTestApp();

  it('answers 400 invalid_upload naming the file on every upload route, never a 500', async () => {
    const headers = { ...bearer(await tokenFor(t().app, 'head@demo.ch')) };
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    const admin = bearer(await tokenFor(t().app, 'admin@demo.ch'));
    const infrastructure = (await t().app.inject({ url: '/api/infrastructures', headers })).json().data[0].id;
    const plan = (await t().app.inject({ url: '/api/subscription-plans', headers: admin })).json().data[0].id;
    // The last two stream the file into the store as it arrives (openUpload).
    const routes = [
      { method: 'POST' as const, url: '/api/students/import', headers },
      { method: 'PUT' as const, url: `/api/infrastructures/${infrastructure}/access-map`, headers },
      { method: 'POST' as const, url: '/api/resources/upload', headers },
      { method: 'PUT' as const, url: `/api/subscription-plans/${plan}/terms`, headers: admin, extension: 'pdf' },
    ];
    for (const { extension = 'csv', ...route } of routes) {
      for (const [what, payload] of Object.entries(BROKEN_BODIES)) {
        const response = await t().app.inject({
          ...route,
          headers: { ...route.headers, 'content-type': 'multipart/form-data; boundary=x' },
          payload: payload.replace('a.csv', `a.${extension}`),
        });
        expect({ route: route.url, what, status: response.statusCode }).toEqual({
          route: route.url,
          what,
          status: 400,
        });
        expect(response.json().error).toMatchObject({
          code: 'invalid_upload',
          details: [{ field: 'file', rule: 'invalid_upload' }],
        });
      }
    }
    expect(
      (await t().app.inject({ url: `/api/infrastructures/${infrastructure}/access-map`, headers })).statusCode,
    ).toBe(404);
  });
});
