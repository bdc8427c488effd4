import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, isPublicUrl } from '../../../lib/network-guard';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('private network guard', () => {
  it('tells private, loopback and link-local addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['193.5.216.20', '8.8.8.8', '2a00:1450:400a:800::200e', '172.32.0.1']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('judges a URL by every address its host resolves to', async () => {
    expect(await isPublicUrl('http://127.0.0.1:5232/dav/')).toBe(false);
    expect(await isPublicUrl('https://[::1]/dav/')).toBe(false);
    expect(await isPublicUrl('http://localhost:5232/dav/')).toBe(false);
    expect(await isPublicUrl('https://193.5.216.20/dav/')).toBe(true);
  });
});

describe('external calendars in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EXTERNAL_CALENDAR_PRIVATE_NETWORKS: 'false' });
  });
  afterAll(() => t.dispose());

  it('refuses an address on this machine or a private network, naming the field, and writes nothing', async () => {
    const headers = bearer(await tokenFor(t.app, 'monitor@demo.ch'));
    const before = (await t.app.inject({ method: 'GET', url: '/api/calendars', headers })).json().data.length;
    for (const url of ['http://127.0.0.1:5232/dav/', 'http://169.254.169.254/latest/', 'http://localhost/dav/']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/external-calendars',
        headers,
        payload: { url, username: 'head@demo.ch', password: 'whatever-it-is', label: 'Privé', colour: '#862e9c' },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.details).toEqual([
        expect.objectContaining({ field: 'body.url', rule: 'caldav_private_address' }),
      ]);
    }
    const after = (await t.app.inject({ method: 'GET', url: '/api/calendars', headers })).json().data.length;
    expect(after).toBe(before);
  });
});
