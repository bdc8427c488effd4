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
});
