import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

describe('security headers', () => {
  const t = useTestApp();

  for (const url of ['/api/health', '/api/releases', '/api/nope', '/api/openapi.json']) {
    it(`sets a strict policy and no-store on ${url}`, async () => {
      const response = await t().app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  }
});
