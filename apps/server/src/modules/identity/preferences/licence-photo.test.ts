import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { students, users } from '../../../db/schema';
import { multipartFile } from '../../../test/multipart';
import { pngOf } from '../../../test/png';
import { bearer, tokenFor } from '../../../test/sign-in';
import { createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

/** Issue 28: a photo of one's driving licence (a learner's permit), and his monitors seeing it on his sheet. */
describe('the driving-licence photo', () => {
  const t = useTestApp();
  const call = async (email: string, method: 'GET' | 'DELETE', url: string) =>
    t().app.inject({ method, url, headers: bearer(await tokenFor(t().app, email)) });
  const upload = async (email: string, name: string, content: Buffer) => {
    const body = multipartFile('file', name, content);
    return t().app.inject({
      method: 'POST',
      url: '/api/account/licence-photo',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(await tokenFor(t().app, email)) },
    });
  };

  it('is uploaded, read back by its address without a token, replaced and removed', async () => {
    expect((await call('learner@demo.ch', 'GET', '/api/account/licence-photo')).json().data).toEqual({ url: null });
    const first = await upload('learner@demo.ch', 'permis.png', pngOf(1200, 760));
    expect(first.statusCode, first.body).toBe(200);
    const { url } = first.json().data;
    expect((await call('learner@demo.ch', 'GET', '/api/account/licence-photo')).json().data).toEqual({ url });
    const image = await t().app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1200);

    // A phone's large photo is kept at 2000 px on its long side.
    const second = await upload('learner@demo.ch', 'permis-2.png', pngOf(3000, 1500));
    expect(second.statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const scaled = await t().app.inject({ method: 'GET', url: second.json().data.url });
    expect(await sharp(scaled.rawPayload).metadata()).toMatchObject({ width: 2000, height: 1000 });

    expect((await call('learner@demo.ch', 'DELETE', '/api/account/licence-photo')).statusCode).toBe(204);
    expect((await call('learner@demo.ch', 'GET', '/api/account/licence-photo')).json().data).toEqual({ url: null });
    expect((await t().app.inject({ method: 'GET', url: second.json().data.url })).statusCode).toBe(404);
  });

  it('must be an image', async () => {
    const text = await upload('learner@demo.ch', 'permis.png', Buffer.from('a photo, promised'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error.details).toEqual([expect.objectContaining({ field: 'file', rule: 'not_an_image' })]);
    const pdf = await upload('learner@demo.ch', 'permis.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.json().error.details[0]).toMatchObject({ field: 'file', rule: 'not_an_image' });
  });

  it("is shown on the student's sheet to those who hold him, a 404 to another school", async () => {
    const db = t().database.db;
    const [account] = await db.select().from(users).where(eq(users.email, 'student@demo.ch'));
    const [record] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.userId, account?.id ?? ''), eq(students.schoolId, account?.schoolId ?? '')));
    if (!record) throw new Error('student@demo.ch has no record');
    const url = `/api/students/${record.id}/licence-photo`;

    // The demo student uploaded his learner's permit: his monitor (the head) and the school's employee see it.
    const own = (await call('student@demo.ch', 'GET', '/api/account/licence-photo')).json().data.url;
    expect(own).toMatch(/^\/api\/files\//);
    for (const email of ['head@demo.ch', 'employee@demo.ch']) {
      const answer = await call(email, 'GET', url);
      expect(answer.statusCode, email).toBe(200);
      expect(answer.json().data.url, email).toBe(own);
    }
    expect((await t().app.inject({ method: 'GET', url: own })).statusCode).toBe(200);
    expect((await call('ceresio@demo.ch', 'GET', url)).statusCode).toBe(404);
    // The learner reads his own through his account, not through the staff's route.
    expect((await call('student@demo.ch', 'GET', url)).statusCode).toBe(403);

    // A student without an account has no photo.
    const offline = await createStudentAs(() => t().app, 'head@demo.ch', { name: 'Sans', firstname: 'Compte' });
    const none = await call('head@demo.ch', 'GET', `/api/students/${offline}/licence-photo`);
    expect(none.json().data).toEqual({ url: null });
  });
});
