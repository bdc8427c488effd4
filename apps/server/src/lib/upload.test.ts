import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../test/sign-in';
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
    const infrastructure = (await t().app.inject({ url: '/api/infrastructures', headers })).json().data[0].id;
    const routes = [
      { method: 'POST' as const, url: '/api/students/import' },
      { method: 'PUT' as const, url: `/api/infrastructures/${infrastructure}/access-map` },
    ];
    for (const route of routes) {
      for (const [what, payload] of Object.entries(BROKEN_BODIES)) {
        const response = await t().app.inject({
          ...route,
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
          payload,
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
