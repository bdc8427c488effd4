import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedFiles, users } from '../../../db/schema';
import { multipartFile } from '../../../test/multipart';
import { pngOf } from '../../../test/png';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

/** Issue 28: a user's own app logo (spec §2, §5, §8), shown instead of his school's. */
describe('the app logo', () => {
  const t = useTestApp();
  const me = async (email: string) =>
    (
      await t().app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(await tokenFor(t().app, email)) })
    ).json().data;
  const upload = async (email: string, name: string, content: Buffer, url = '/api/account/logo', method = 'POST') => {
    const body = multipartFile('file', name, content);
    return t().app.inject({
      method: method as 'POST' | 'PUT',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(await tokenFor(t().app, email)) },
    });
  };
  /** An <img> asks without a token. */
  const open = (url: string) => t().app.inject({ method: 'GET', url });
  const logoOf = async (email: string) => {
    const [row] = await t().database.db.select().from(users).where(eq(users.email, email));
    return row?.logoFileId ?? null;
  };

  it('takes an image of at least 185×50 px, readable at its address without a token, and replaces the one before', async () => {
    expect((await me('monitor@demo.ch')).logo).toBeNull();
    const first = await upload('monitor@demo.ch', 'logo.png', pngOf(370, 100));
    expect(first.statusCode, first.body).toBe(200);
    const { logo } = first.json().data;
    expect(logo).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?/);
    expect((await me('monitor@demo.ch')).logo).toBe(logo);
    const image = await open(logo);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(370);
    const firstId = await logoOf('monitor@demo.ch');

    const second = await upload('monitor@demo.ch', 'wide.png', pngOf(400, 60));
    expect(second.statusCode, second.body).toBe(200);
    expect(await logoOf('monitor@demo.ch')).not.toBe(firstId);
    // The replaced logo's file is gone, row and bytes.
    expect(
      await t()
        .database.db.select()
        .from(storedFiles)
        .where(eq(storedFiles.id, firstId ?? '')),
    ).toEqual([]);
    expect((await open(logo)).statusCode).toBe(404);

    const token = await tokenFor(t().app, 'monitor@demo.ch');
    const removed = await t().app.inject({ method: 'DELETE', url: '/api/account/logo', headers: bearer(token) });
    expect(removed.statusCode).toBe(204);
    expect(await logoOf('monitor@demo.ch')).toBeNull();
    expect((await me('monitor@demo.ch')).logo).toBeNull();
    expect((await open(second.json().data.logo)).statusCode).toBe(404);
    // Removing none is no error.
    expect(
      (await t().app.inject({ method: 'DELETE', url: '/api/account/logo', headers: bearer(token) })).statusCode,
    ).toBe(204);
  });

  it('refuses what the school logo refuses, with the same codes, and keeps nothing of it', async () => {
    const filesBefore = (await t().database.db.select().from(storedFiles)).length;
    const tooLarge = await upload(
      'monitor@demo.ch',
      'big.png',
      Buffer.concat([pngOf(200, 60), Buffer.alloc(1_100_000, 7)]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toMatchObject({
      code: 'payload_too_large',
      details: [expect.objectContaining({ field: 'file', rule: 'too_large' })],
    });
    const text = await upload('monitor@demo.ch', 'logo.png', Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error.details).toEqual([expect.objectContaining({ field: 'file', rule: 'not_an_image' })]);
    const small = await upload('monitor@demo.ch', 'small.png', pngOf(100, 40));
    expect(small.statusCode).toBe(400);
    expect(small.json().error.details).toEqual([expect.objectContaining({ field: 'file', rule: 'too_small' })]);
    const pdf = await upload('monitor@demo.ch', 'logo.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.json().error.details[0]).toMatchObject({ field: 'file', rule: 'not_an_image' });
    expect((await t().database.db.select().from(storedFiles)).length).toBe(filesBefore);
    expect(await logoOf('monitor@demo.ch')).toBeNull();

    // The school's logo refuses the same way.
    const school = await upload(
      'head@demo.ch',
      'logo.png',
      Buffer.from('not a picture at all'),
      '/api/school/logo',
      'PUT',
    );
    expect(school.json().error.details).toEqual([expect.objectContaining({ field: 'file', rule: 'not_an_image' })]);
  });

  it("shows the school's logo to its members without their own, by an address an <img> opens", async () => {
    const head = await me('head@demo.ch');
    // The demo head has her own.
    expect(head.logo).toMatch(/^\/api\/files\//);
    expect((await open(head.logo)).statusCode).toBe(200);
    expect((await me('employee@demo.ch')).logo).toBeNull();

    const school = await upload('head@demo.ch', 'ecole.png', pngOf(300, 80), '/api/school/logo', 'PUT');
    expect(school.statusCode, school.body).toBe(200);
    for (const email of ['employee@demo.ch', 'student@demo.ch', 'monitor@demo.ch']) {
      const { logo } = await me(email);
      expect(logo, email).toMatch(/^\/api\/files\//);
      const image = await open(logo);
      expect(image.statusCode, email).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect((await sharp(image.rawPayload).metadata()).width).toBe(300);
      // A byte range, as for any stored file.
      const range = await t().app.inject({ method: 'GET', url: logo, headers: { range: 'bytes=0-7' } });
      expect(range.statusCode).toBe(206);
      expect(range.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    expect((await me('head@demo.ch')).logo).toBe(head.logo);
    // Another school's members do not get it.
    expect((await me('ceresio@demo.ch')).logo).toBeNull();
    // A forged address finds nothing.
    const forged = (await me('employee@demo.ch')).logo.replace(/signature=[^&]+/, 'signature=forged');
    expect((await open(forged)).statusCode).toBe(404);
  });

  it('is for signed-in users only', async () => {
    const body = multipartFile('file', 'logo.png', pngOf(370, 100));
    const anonymous = await t().app.inject({ method: 'POST', url: '/api/account/logo', ...body });
    expect(anonymous.statusCode).toBe(401);
  });
});
