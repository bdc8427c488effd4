import { GolombSet } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { isCommonPassword } from './common-passwords';
import { assertAcceptablePassword } from './password-policy';

describe('common passwords', () => {
  const t = useTestApp();

  it('serves the compressed set that the browser checks locally', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/auth/commonpassword/v1' });
    expect(response.statusCode).toBe(200);
    const { content, entries } = response.json().data;
    expect(entries).toBe(999_999);
    const bytes = Buffer.from(content, 'base64');
    expect(bytes.byteLength).toBeLessThanOrEqual(1_500_000);
    const set = new GolombSet(new Uint8Array(bytes));
    expect(set.has('password123')).toBe(true);
    expect(set.has('Demo-Pass-2026!-not-common')).toBe(false);
  });

  it('answers 404 for an unknown file', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/auth/commonpassword/v9' });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a common password even when it has the right shape', async () => {
    expect(await isCommonPassword('Password123')).toBe(true);
    await expect(assertAcceptablePassword('Password123', 'body.password')).rejects.toMatchObject({
      details: [{ field: 'body.password', rule: 'common' }],
    });
    await expect(assertAcceptablePassword('Lenzburg-Fahrt-77', 'body.password')).resolves.toBeUndefined();
  });
});
