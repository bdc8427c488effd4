import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examiners, studentExams, students } from '../../../db/schema';
import { callAs, createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

const fieldsOf = (body: { error: { details: { field: string }[] } }) =>
  body.error.details.map((detail) => detail.field);

describe('examiners of the school', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);

  it('adds, renames, disables and enables an examiner; the list keeps disabled ones, after the active', async () => {
    const created = await call('monitor@demo.ch', 'POST', '/api/examiners', { name: '  Anne Expert ' });
    expect(created.statusCode).toBe(201);
    const examiner = created.json().data;
    expect(examiner).toMatchObject({ name: 'Anne Expert', active: true });
    await call('head@demo.ch', 'POST', '/api/examiners', { name: 'Bruno Prüfer' });

    const renamed = await call('head@demo.ch', 'PUT', `/api/examiners/${examiner.id}`, {
      name: 'Anne Experte',
      version: examiner.version,
    });
    expect(renamed.json().data).toMatchObject({ id: examiner.id, name: 'Anne Experte', active: true });
    const disabled = await call('head@demo.ch', 'POST', `/api/examiners/${examiner.id}/disable`);
    expect(disabled.json().data.active).toBe(false);

    const list: { name: string; active: boolean }[] = (await call('employee@demo.ch', 'GET', '/api/examiners')).json()
      .data;
    expect(list).toContainEqual(expect.objectContaining({ name: 'Bruno Prüfer', active: true }));
    expect(list.at(-1)).toMatchObject({ name: 'Anne Experte', active: false });
    expect(list.findIndex((one) => !one.active)).toBe(list.length - 1);
    expect((await call('head@demo.ch', 'POST', `/api/examiners/${examiner.id}/enable`)).json().data.active).toBe(true);
  });

  it('lets monitors and employees add an examiner, but only the school head rename, disable or enable one', async () => {
    const examiner = (await call('employee@demo.ch', 'POST', '/api/examiners', { name: 'Dora Prüferin' })).json().data;
    expect(examiner).toMatchObject({ name: 'Dora Prüferin', active: true });
    for (const who of ['monitor@demo.ch', 'employee@demo.ch']) {
      for (const [method, url, payload] of [
        ['PUT', `/api/examiners/${examiner.id}`, { name: 'Renamed', version: 1 }],
        ['POST', `/api/examiners/${examiner.id}/disable`, undefined],
        ['POST', `/api/examiners/${examiner.id}/enable`, undefined],
      ] as const) {
        expect({ who, url, status: (await call(who, method, url, payload)).statusCode }).toEqual({
          who,
          url,
          status: 403,
        });
      }
    }
    const [stored] = await t().database.db.select().from(examiners).where(eq(examiners.id, examiner.id));
    expect(stored).toMatchObject({ name: 'Dora Prüferin', active: true });
  });

  it('refuses an empty name, and keeps each school to its own examiners (404 across schools)', async () => {
    const empty = await call('monitor@demo.ch', 'POST', '/api/examiners', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual(['body.name']);

    const ours = (await call('monitor@demo.ch', 'POST', '/api/examiners', { name: 'Claude Nôtre' })).json().data;
    const theirs: { id: string }[] = (await call('ceresio@demo.ch', 'GET', '/api/examiners')).json().data;
    expect(theirs.map((one) => one.id)).not.toContain(ours.id);
    for (const [method, url, payload] of [
      ['PUT', `/api/examiners/${ours.id}`, { name: 'Rubato', version: 1 }],
      ['POST', `/api/examiners/${ours.id}/disable`, undefined],
      ['POST', `/api/examiners/${ours.id}/enable`, undefined],
    ] as const) {
      expect((await call('ceresio@demo.ch', method, url, payload)).statusCode).toBe(404);
    }
    const [stored] = await t().database.db.select().from(examiners).where(eq(examiners.id, ours.id));
    expect(stored).toMatchObject({ name: 'Claude Nôtre', active: true });
  });
});

describe('exams of a student', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const passedAt = async (id: string) =>
    (await t().database.db.select({ passedAt: students.passedAt }).from(students).where(eq(students.id, id)))[0]
      ?.passedAt;

  it('records exams with their examiner, newest first (an undated one on top)', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const examiner = (await call('monitor@demo.ch', 'POST', '/api/examiners', { name: 'Denise Examen' })).json().data;
    const url = `/api/students/${id}/exams`;
    const theory = await call('monitor@demo.ch', 'POST', url, {
      date: '2025-09-01',
      examinerId: examiner.id,
      type: 'theory',
      status: 'success',
      remarks: 'Sans faute',
    });
    expect(theory.statusCode).toBe(201);
    expect(theory.json().data).toMatchObject({
      date: '2025-09-01',
      type: 'theory',
      status: 'success',
      remarks: 'Sans faute',
      examiner: { id: examiner.id, name: 'Denise Examen', active: true },
    });
    await call('monitor@demo.ch', 'POST', url, { date: '2024-01-10', type: 'firstAid', status: 'success' });
    await call('monitor@demo.ch', 'POST', url, { type: 'practice' });

    const list = (await call('monitor@demo.ch', 'GET', url)).json().data;
    expect(
      list.map((exam: { type: string; date: string | null; status: string }) => [exam.type, exam.date, exam.status]),
    ).toEqual([
      ['practice', null, 'unknown'],
      ['theory', '2025-09-01', 'success'],
      ['firstAid', '2024-01-10', 'success'],
    ]);

    // A disabled examiner still shows on the exams he took.
    await call('head@demo.ch', 'POST', `/api/examiners/${examiner.id}/disable`);
    const after = (await call('monitor@demo.ch', 'GET', url)).json().data;
    // Disabling is not a change of what a rename writes: the version stays.
    expect(after[1].examiner).toEqual({ id: examiner.id, version: 1, name: 'Denise Examen', active: false });
  });

  it('refuses an unknown type or status and another school’s examiner, writing nothing', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const url = `/api/students/${id}/exams`;
    const badType = await call('monitor@demo.ch', 'POST', url, { type: 'parking', status: 'success' });
    expect(badType.statusCode).toBe(400);
    expect(fieldsOf(badType.json())).toEqual(['body.type']);
    const badStatus = await call('monitor@demo.ch', 'POST', url, { type: 'theory', status: 'maybe' });
    expect(fieldsOf(badStatus.json())).toEqual(['body.status']);

    const theirs = (await call('ceresio@demo.ch', 'POST', '/api/examiners', { name: 'Esaminatore Ticino' })).json()
      .data;
    const foreign = await call('monitor@demo.ch', 'POST', url, {
      type: 'practice',
      status: 'success',
      examinerId: theirs.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details).toEqual([
      expect.objectContaining({ field: 'body.examinerId', rule: 'unknown_reference' }),
    ]);
    expect(await t().database.db.select().from(studentExams).where(eq(studentExams.studentId, id))).toEqual([]);
    expect(await passedAt(id)).toBeNull();
  });

  it('keeps the student passed exactly while a practical exam is a success', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const url = `/api/students/${id}/exams`;
    const failed = (
      await call('monitor@demo.ch', 'POST', url, { date: '2026-01-12', type: 'practice', status: 'failed' })
    ).json().data;
    await call('monitor@demo.ch', 'POST', url, { date: '2026-01-20', type: 'theory', status: 'success' });
    expect(await passedAt(id)).toBeNull();

    const success = (
      await call('monitor@demo.ch', 'POST', url, { date: '2026-02-03', type: 'practice', status: 'success' })
    ).json().data;
    expect((await passedAt(id))?.toISOString()).toBe('2026-02-02T23:00:00.000Z');
    expect((await call('monitor@demo.ch', 'GET', `/api/students/${id}`)).json().data.passed).toBe(true);

    // Without a date, the moment it became known counts.
    const undated = { date: null, type: 'practice', status: 'success', version: 1 };
    await call('monitor@demo.ch', 'PUT', `${url}/${success.id}`, undated);
    expect(await passedAt(id)).toEqual(new Date('2026-02-02T23:00:00.000Z'));

    await call('monitor@demo.ch', 'PUT', `${url}/${success.id}`, {
      date: '2026-02-03',
      type: 'practice',
      status: 'unknown',
      version: 2,
    });
    expect(await passedAt(id)).toBeNull();
    await call('monitor@demo.ch', 'PUT', `${url}/${failed.id}`, {
      date: '2026-01-12',
      type: 'practice',
      status: 'success',
      version: 1,
    });
    expect((await passedAt(id))?.toISOString()).toBe('2026-01-11T23:00:00.000Z');
    expect((await call('monitor@demo.ch', 'DELETE', `${url}/${failed.id}`)).statusCode).toBe(200);
    expect(await passedAt(id)).toBeNull();
    expect((await call('monitor@demo.ch', 'DELETE', `${url}/${failed.id}`)).statusCode).toBe(404);
  });

  it('stamps now for an undated first success', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const before = Date.now();
    await call('monitor@demo.ch', 'POST', `/api/students/${id}/exams`, { type: 'practice', status: 'success' });
    expect((await passedAt(id))?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
