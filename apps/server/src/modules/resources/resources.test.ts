import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RESOURCE_QUOTA_BYTES } from '@ds/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, students, users } from '../../db/schema';
import { multipartFile } from '../../test/multipart';
import { type S3TestServer, startS3Server } from '../../test/s3-server';
import { bearer, tokenFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedFileUrlUntil } from '../platform';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)]);
const CLIP = new URL('../../db/seed/assets/test-pattern.mp4', import.meta.url);

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Rue Secrète 12, Lausanne', Artist: 'Someone' } })
    .toBuffer();
}

/** The same suite on the disk store and on an S3-compatible server (s3rver). */
describe.each(['disk', 's3'] as const)('resources on the %s store', (store) => {
  let t: TestApp;
  let s3: S3TestServer | undefined;
  beforeAll(async () => {
    s3 = store === 's3' ? await startS3Server() : undefined;
    t = await createTestApp(s3?.env ?? {});
  });
  afterAll(async () => {
    await t?.dispose();
    await s3?.close();
  });

  const as = async (email: string) => bearer(await tokenFor(t.app, email));
  const upload = async (email: string, filename: string, content: Buffer, query = '') => {
    const body = multipartFile('file', filename, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/resources/upload${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...(await as(email)) },
    });
  };
  const library = async (email: string, query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/resources${query}`, headers: await as(email) })).json().data;
  const fileCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0]?.n ?? 0;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('takes a PDF in as a document named after it, served by its signed address', async () => {
    const answer = await upload('head@demo.ch', 'Théorie priorités.pdf', PDF);
    expect(answer.statusCode).toBe(201);
    const resource = answer.json().data;
    expect(resource).toMatchObject({
      type: 'document',
      nameFr: 'Théorie priorités',
      nameDe: 'Théorie priorités',
      mine: true,
    });
    expect(resource.file).toMatchObject({ size: PDF.length, mimeType: 'application/pdf', thumbnailUrl: null });
    const file = await get(resource.file.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await library('head@demo.ch')).quota.usedBytes).toBeGreaterThanOrEqual(PDF.length);
  });

  it('strips the metadata of a photo and makes a WebP preview', async () => {
    const photo = await jpegWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload('head@demo.ch', 'carrefour.jpeg', photo);
    expect(answer.statusCode).toBe(201);
    const { file, type } = answer.json().data;
    expect(type).toBe('image');
    const stored = (await get(file.url)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(1200);
    const thumbnail = await get(file.thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(480);
  });

  it('refuses an executable named .pdf, an empty file, an unknown extension, and stores nothing', async () => {
    const before = await fileCount();
    const cases: [string, Buffer, string][] = [
      ['cours.pdf', ELF, 'content_mismatch'],
      ['vide.pdf', Buffer.alloc(0), 'empty'],
      ['setup.exe', ELF, 'invalid_extension'],
      ['photo.png', PDF, 'content_mismatch'],
    ];
    for (const [name, content, rule] of cases) {
      const answer = await upload('head@demo.ch', name, content);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json().error.details).toEqual([expect.objectContaining({ field: 'file', rule })]);
    }
    const notImage = await upload('head@demo.ch', 'plan.pdf', PDF, '?type=image');
    expect(notImage.json().error.details[0].rule).toBe('not_an_image');
    expect(await fileCount()).toBe(before);
  });

  it('refuses an upload that would cross the 500 MB quota, with nothing stored, and lets one of two racing uploads take the last bytes', async () => {
    const [monitor] = await t.database.db.select().from(users).where(eq(users.email, 'monitor@demo.ch'));
    if (!monitor) throw new Error('no monitor');
    const content = Buffer.concat([PDF, Buffer.alloc(200_000, 32)]);
    await t.database.db.insert(storedFiles).values({
      ownerId: monitor.id,
      schoolId: monitor.schoolId,
      mimeType: 'video/mp4',
      name: 'long.mp4',
      size: RESOURCE_QUOTA_BYTES - 300_000,
      storageKey: 'files/already-there',
      sha256: 'x',
    });
    const before = await fileCount();
    const [first, second] = await Promise.all([
      upload('monitor@demo.ch', 'a.pdf', content),
      upload('monitor@demo.ch', 'b.pdf', content),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 413]);
    const refused = first.statusCode === 413 ? first : second;
    expect(refused.json().error.code).toBe('resources_too_large');
    expect(await fileCount()).toBe(before + 1);
    const third = await upload('monitor@demo.ch', 'c.pdf', content);
    expect(third.statusCode).toBe(413);
    expect(await fileCount()).toBe(before + 1);
    await t.database.db.delete(storedFiles).where(eq(storedFiles.storageKey, 'files/already-there'));
  });

  it('serves a video by byte ranges: 206 for one range, 416 beyond the end, the whole without', async () => {
    const clip = await readFile(CLIP);
    const { file } = (await upload('head@demo.ch', 'clip.mp4', clip)).json().data;
    expect(file.mimeType).toBe('video/mp4');
    const part = await get(file.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
    const tail = await get(file.url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(clip.subarray(clip.length - 10))).toBe(true);
    expect((await get(file.url, { range: `bytes=${clip.length + 5}-` })).statusCode).toBe(416);
    const whole = await get(file.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(clip.length);
  });

  it('answers 404 to a forged address and 403 to an expired one', async () => {
    const { id: resourceId, file } = (await upload('head@demo.ch', 'lien.pdf', PDF)).json().data;
    expect(resourceId).toBeDefined();
    const url = new URL(file.url, 'http://x');
    const fileId = url.pathname.split('/').pop() as string;
    url.searchParams.set('variant', 'thumbnail');
    expect((await get(`${url.pathname}${url.search}`)).statusCode).toBe(404);
    const expired = signedFileUrlUntil(t.secrets, fileId, 'original', Math.floor(Date.now() / 1000) - 1);
    const answer = await get(expired);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe('link_expired');
  });

  it('shares with chosen students: the learner consults it, another learner and another school see nothing', async () => {
    const { id, version } = (await upload('head@demo.ch', 'partage.pdf', PDF)).json().data;
    expect(version).toBe(1);
    const [sophie] = await t.database.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.email, 'student@demo.ch'));
    const share = (email: string, payload: object) =>
      as(email).then((headers) =>
        t.app.inject({ method: 'PUT', url: `/api/resources/${id}/sharing`, headers, payload }),
      );
    const learning = async (email: string) =>
      t.app.inject({ method: 'GET', url: '/api/learning/resources', headers: await as(email) });

    expect((await learning('student@demo.ch')).json().data.map((item: { id: string }) => item.id)).not.toContain(id);
    const shared = await share('head@demo.ch', { allStudents: false, studentIds: [sophie?.id] });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data.sharing).toEqual({ allStudents: false, studentIds: [sophie?.id] });
    const seen = (await learning('student@demo.ch')).json().data.find((item: { id: string }) => item.id === id);
    expect(seen).toMatchObject({ type: 'document', sharedBy: expect.any(String) });
    expect((await get(seen.file.url)).statusCode).toBe(200);

    expect((await learning('learner@demo.ch')).json().data.map((item: { id: string }) => item.id)).not.toContain(id);
    const [foreign] = await t.database.db
      .select({ id: students.id })
      .from(students)
      .where(sql`${students.schoolId} <> (select school_id from users where email = 'head@demo.ch')`)
      .limit(1);
    const refused = await share('head@demo.ch', { allStudents: false, studentIds: [foreign?.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].field).toBe('body.studentIds.0');

    const other = await as('ceresio@demo.ch');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/resources', headers: other }))
        .json()
        .data.items.map((item: { id: string }) => item.id),
    ).not.toContain(id);
    for (const [method, url, payload] of [
      ['PUT', `/api/resources/${id}`, { type: 'document', nameFr: 'x', version: 1 }],
      ['PUT', `/api/resources/${id}/sharing`, { allStudents: true, studentIds: [] }],
      ['DELETE', `/api/resources/${id}`, undefined],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: other, payload })).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('needs the didactic licence to consult, for a monitor; a learner consults what he was given', async () => {
    const monitor = await t.app.inject({
      method: 'GET',
      url: '/api/learning/resources',
      headers: await as('monitor@demo.ch'),
    });
    expect(monitor.statusCode).toBe(403);
    expect(monitor.json().error.code).toBe('didactic_licence_required');
    const head = await t.app.inject({
      method: 'GET',
      url: '/api/learning/resources',
      headers: await as('head@demo.ch'),
    });
    expect(head.statusCode).toBe(200);
    const learner = await t.app.inject({ method: 'GET', url: '/api/resources', headers: await as('student@demo.ch') });
    expect(learner.statusCode).toBe(403);
  });

  it('adds a link, refuses one without address or with a control character, and keeps versions', async () => {
    const headers = await as('head@demo.ch');
    const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/resources', headers, payload });
    const missing = await create({ type: 'link', nameFr: 'OCR' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.map((detail: { field: string }) => detail.field)).toContain('body.linkUrl');
    expect(
      (await create({ type: 'link', nameFr: 'O\u0007CR', linkUrl: 'https://www.fedlex.admin.ch/' })).statusCode,
    ).toBe(400);
    const link = await create({
      type: 'legislation',
      nameDe: 'SVG',
      linkUrl: 'https://www.fedlex.admin.ch/eli/cc/1959/679_705_685/de',
      bookmark: 'Art. 31',
      page: 12,
    });
    expect(link.statusCode).toBe(201);
    const { id } = link.json().data;
    const change = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/resources/${id}`, headers, payload });
    const changed = await change({
      type: 'legislation',
      nameDe: 'SVG',
      nameFr: 'LCR',
      linkUrl: 'https://www.fedlex.admin.ch/',
      version: 1,
    });
    expect(changed.json().data).toMatchObject({ nameFr: 'LCR', version: 2 });
    expect((await change({ type: 'legislation', nameFr: 'x', linkUrl: 'https://x.ch/', version: 1 })).statusCode).toBe(
      409,
    );
    const colleague = await t.app.inject({
      method: 'PUT',
      url: `/api/resources/${id}`,
      headers: await as('monitor@demo.ch'),
      payload: { type: 'legislation', nameFr: 'x', linkUrl: 'https://x.ch/', version: 2 },
    });
    expect(colleague.statusCode).toBe(403);
  });

  it("refuses changes by an employee whose 'share resources' right is off", async () => {
    const headers = await as('employee@demo.ch');
    expect((await t.app.inject({ method: 'GET', url: '/api/resources', headers })).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update school_employees set rights = array_remove(rights, 'shareResources') where user_id = (select id from users where email = 'employee@demo.ch')`,
    );
    const refused = await upload('employee@demo.ch', 'x.pdf', PDF);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'employee_right_disabled' });
    await t.database.db.execute(
      sql`update school_employees set rights = array_append(rights, 'shareResources') where user_id = (select id from users where email = 'employee@demo.ch')`,
    );
    expect((await upload('employee@demo.ch', 'x.pdf', PDF)).statusCode).toBe(201);
  });

  it('deletes a resource with its file: the address stops working', async () => {
    const { id, file } = (await upload('head@demo.ch', 'efface.pdf', PDF)).json().data;
    const headers = await as('head@demo.ch');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/resources/${id}`, headers })).statusCode).toBe(200);
    expect((await get(file.url)).statusCode).toBe(404);
    expect((await library('head@demo.ch')).items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it.runIf(store === 'disk')("shows the demo's library, files in the store", async () => {
    const items = (await library('head@demo.ch', '?q=stop')).items;
    expect(items).toHaveLength(1);
    const [sign] = items;
    expect((await get(sign.file.thumbnailUrl)).statusCode).toBe(200);
    const dir = t.config.FILES_DIR;
    expect((await readdir(join(dir, 'files'))).length).toBeGreaterThan(0);
  });
});
