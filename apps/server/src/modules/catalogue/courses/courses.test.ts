import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

const lessonB = {
  label: 'Leçon de conduite B',
  abbreviation: 'LCB',
  category: 'B',
  icon: 'car',
  colour: '#1c5fb8',
  descriptions: { fr: 'Leçon individuelle', de: 'Einzellektion', it: 'Lezione individuale', en: 'Individual lesson' },
  price: 95.5,
  durationMinutes: 45,
  individual: true,
  paymentModes: ['cash', 'invoice'],
};

describe('courses and lessons', () => {
  const t = useTestApp();
  const call = async (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, email)) });

  it('creates, reads and updates a course with every field, price kept to the centime', async () => {
    const created = await call('head@demo.ch', 'POST', '/api/courses', {
      ...lessonB,
      sariId: 'SARI-0042',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      confirmations: { paper: false, sms: true, email: true },
    });
    expect(created.statusCode).toBe(201);
    const course = created.json().data;
    expect(course).toMatchObject({
      price: 95.5,
      durationMinutes: 45,
      disabled: false,
      problems: [],
      sariId: 'SARI-0042',
    });

    const updated = await call('head@demo.ch', 'PUT', `/api/courses/${course.id}`, {
      ...lessonB,
      label: 'Leçon B (45 min)',
      version: course.version,
    });
    expect(updated.json().data.label).toBe('Leçon B (45 min)');
    const read = await call('head@demo.ch', 'GET', `/api/courses/${course.id}`);
    expect(read.json().data.descriptions.it).toBe('Lezione individuale');
  });

  it('answers 400 naming the field for every limit of spec §5, and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ label: 'x'.repeat(51) }, 'body.label'],
      [{ sariId: '1'.repeat(21) }, 'body.sariId'],
      [{ abbreviation: 'AB' }, 'body.abbreviation'],
      [{ price: -1 }, 'body.price'],
      [{ startDate: '2026-05-02', endDate: '2026-05-01' }, 'body.endDate'],
      [{ category: 'Z' }, 'body.category'],
    ];
    for (const [change, field] of cases) {
      const response = await call('fre@demo.ch', 'POST', '/api/courses', { ...lessonB, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.details.map((detail: { field: string }) => detail.field)).toEqual([field]);
    }
    const list = await call('fre@demo.ch', 'GET', '/api/courses');
    expect(list.json().data).toEqual([]);
  });

  it('marks a group course without dates or places as not configured', async () => {
    const response = await call('head@demo.ch', 'POST', '/api/courses', {
      ...lessonB,
      label: 'VKU',
      individual: false,
    });
    expect(response.json().data.problems).toEqual(['datesMissing', 'participantsMissing']);
  });

  it('disables a course instead of deleting it, and can enable it again', async () => {
    const { id } = (await call('head@demo.ch', 'POST', '/api/courses', { ...lessonB, label: 'Ancien cours' })).json()
      .data;
    expect((await call('head@demo.ch', 'POST', `/api/courses/${id}/disable`)).json().data.disabled).toBe(true);
    expect((await call('head@demo.ch', 'GET', `/api/courses/${id}`)).json().data.disabled).toBe(true);
    expect((await call('head@demo.ch', 'POST', `/api/courses/${id}/enable`)).json().data.disabled).toBe(false);
  });

  it('hides a course from another school and refuses references to it', async () => {
    const { id } = (await call('head@demo.ch', 'POST', '/api/courses', { ...lessonB, label: 'Privé' })).json().data;
    const ceresio = await tokenFor(t().app, 'ceresio@demo.ch');
    await t().app.inject({
      method: 'POST',
      url: '/api/licences/activate',
      headers: bearer(ceresio),
      payload: { key: 'ADMN-2026-DEMO-0003' },
    });
    expect((await call('ceresio@demo.ch', 'GET', `/api/courses/${id}`)).statusCode).toBe(404);
    expect((await call('ceresio@demo.ch', 'PUT', `/api/courses/${id}`, { ...lessonB, version: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('ceresio@demo.ch', 'POST', `/api/courses/${id}/disable`)).statusCode).toBe(404);
    const borrowing = await call('ceresio@demo.ch', 'POST', '/api/courses', { ...lessonB, prerequisiteCourseId: id });
    expect(borrowing.statusCode).toBe(400);
    expect(borrowing.json().error.details[0].field).toBe('body.prerequisiteCourseId');
  });

  it('is refused to a monitor without the admin licence and to a student', async () => {
    expect((await call('monitor@demo.ch', 'POST', '/api/courses', lessonB)).json().error.code).toBe(
      'admin_licence_required',
    );
    expect((await call('student@demo.ch', 'GET', '/api/courses')).statusCode).toBe(403);
  });
});
