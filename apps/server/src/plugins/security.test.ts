import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

const SAMPLE_PARAM = '00000000-0000-4000-8000-000000000000';

describe('security headers', () => {
  const t = useTestApp();

  it('sets a strict policy, nosniff, a referrer policy and no-store on the answer of every API route', async () => {
    const routes = [...t().app.apiRoutes, { method: 'GET', url: '/api/unknown-route' }];
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, SAMPLE_PARAM);
      const response = await t().app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      const where = `${route.method} ${url} (${response.statusCode})`;
      const csp = String(response.headers['content-security-policy']);
      expect(csp, where).toContain("script-src 'self'");
      expect(csp, where).toContain("object-src 'none'");
      expect(csp, where).toContain("base-uri 'none'");
      expect(csp, where).toContain("frame-ancestors 'none'");
      expect(csp, where).not.toContain("unsafe-inline'; script");
      expect(response.headers['x-content-type-options'], where).toBe('nosniff');
      expect(response.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cache-control'], where).toBe('no-store');
      expect(response.headers['x-request-id'], where).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sends HSTS over HTTPS only, never over plain HTTP', async () => {
    const plain = await t().app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a forwarded protocol is not believed.
    const forged = await t().app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a TLS-terminating proxy', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' });

  it('sends HSTS when the proxy says the client came over HTTPS', async () => {
    const secure = await t().app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t().app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
