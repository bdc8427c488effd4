import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { APPLE_PROFILE_TYPE, appleProfileUrl } from './apple-profile';

/** Issue 28: the phone-sync QR code opens an Apple configuration profile of the CalDAV account. */
describe('the Apple configuration profile', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://app.auto-ecole.example' });
  const phoneSync = async (email: string) =>
    (
      await t().app.inject({
        method: 'GET',
        url: '/api/accounts/me/app-passwords',
        headers: bearer(await tokenFor(t().app, email)),
      })
    ).json().data;
  /** A phone opens it: no token. */
  const open = (absolute: string) => {
    const url = new URL(absolute);
    return t().app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  };

  it('is an absolute signed address answering the CalDAV account without a token and without a password', async () => {
    const { appleProfileUrl: address, caldavUrl } = await phoneSync('monitor@demo.ch');
    expect(address).toMatch(
      /^https:\/\/app\.auto-ecole\.example\/api\/phone-sync\/[0-9a-f-]{36}\/calendar\.mobileconfig\?/,
    );
    const answer = await open(address);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(APPLE_PROFILE_TYPE);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="calendar.mobileconfig"');
    const profile = answer.body;
    expect(profile).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE plist/);
    expect(profile).toContain('<string>com.apple.caldav.account</string>');
    expect(profile).toMatch(/<key>CalDAVHostName<\/key>\s*<string>app\.auto-ecole\.example<\/string>/);
    expect(profile).toMatch(/<key>CalDAVPort<\/key>\s*<integer>443<\/integer>/);
    expect(profile).toMatch(/<key>CalDAVUseSSL<\/key>\s*<true\/>/);
    expect(profile).toMatch(/<key>CalDAVUsername<\/key>\s*<string>monitor@demo\.ch<\/string>/);
    const userId = new URL(address).pathname.split('/')[3];
    expect(profile).toContain(`<string>${caldavUrl}principals/${userId}/</string>`);
    expect(profile).not.toContain('CalDAVPassword');

    // Installing it again replaces the account: the same identifiers every time.
    const uuids = (text: string) =>
      [...text.matchAll(/<key>PayloadUUID<\/key>\s*<string>([0-9A-F-]{36})<\/string>/g)].map((match) => match[1]);
    const again = await open((await phoneSync('monitor@demo.ch')).appleProfileUrl);
    expect(uuids(again.body)).toEqual(uuids(profile));
    expect(new Set(uuids(profile)).size).toBe(2);
    // Another user's differ.
    const other = await open((await phoneSync('head@demo.ch')).appleProfileUrl);
    expect(uuids(other.body)).not.toEqual(uuids(profile));
  });

  it('refuses a forged address (404) and an expired one (403 link_expired)', async () => {
    const address = new URL((await phoneSync('monitor@demo.ch')).appleProfileUrl);
    const userId = address.pathname.split('/')[3] ?? '';
    const forged = new URL(address);
    forged.searchParams.set('signature', 'x'.repeat(43));
    expect((await open(forged.href)).statusCode).toBe(404);
    // Another user's profile with this signature.
    const head = new URL((await phoneSync('head@demo.ch')).appleProfileUrl);
    const swapped = `${head.origin}${head.pathname}${address.search}`;
    expect((await open(swapped)).statusCode).toBe(404);
    // A later expiry than signed.
    const stretched = new URL(address);
    stretched.searchParams.set('expires', String(Number(address.searchParams.get('expires')) + 3600));
    expect((await open(stretched.href)).statusCode).toBe(404);

    const expired = appleProfileUrl(
      { secrets: t().secrets, publicUrl: t().config.PUBLIC_URL },
      userId,
      Date.now() - 2 * 3600 * 1000,
    );
    const refused = await open(expired);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('link_expired');
  });
});
