import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentDrivingLicences } from '../../../db/schema';
import { callAs, createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

const fieldsOf = (body: { error: { details: { field: string }[] } }) =>
  body.error.details.map((detail) => detail.field);

describe('driving licences of a student', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const licencesOf = (studentId: string) =>
    t().database.db.select().from(studentDrivingLicences).where(eq(studentDrivingLicences.studentId, studentId));

  it('adds, lists (newest first), replaces and deletes a licence', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const url = `/api/students/${id}/licences`;
    const first = await call('monitor@demo.ch', 'POST', url, { category: 'B', startDate: '2020-03-01' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      category: 'B',
      startDate: '2020-03-01',
      endDate: null,
      authorityDecision: null,
    });
    await call('monitor@demo.ch', 'POST', url, {
      category: 'A1',
      startDate: '2022-06-15',
      endDate: '2027-06-15',
      authorityDecision: 'Code 101',
    });

    const list = await call('monitor@demo.ch', 'GET', url);
    expect(list.json().data.map((licence: { category: string }) => licence.category)).toEqual(['A1', 'B']);

    const licenceId = first.json().data.id;
    const replaced = await call('monitor@demo.ch', 'PUT', `${url}/${licenceId}`, {
      category: 'BE',
      startDate: '2020-03-01',
      endDate: '2030-03-01',
      authorityDecision: 'Retrait levé',
      version: 1,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ id: licenceId, category: 'BE', endDate: '2030-03-01' });

    expect((await call('monitor@demo.ch', 'DELETE', `${url}/${licenceId}`)).json().data).toEqual({ deleted: true });
    expect(await licencesOf(id)).toHaveLength(1);
    expect((await call('monitor@demo.ch', 'DELETE', `${url}/${licenceId}`)).statusCode).toBe(404);
  });

  it('refuses an end before the start and an unknown category, writing nothing', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const url = `/api/students/${id}/licences`;
    const backwards = await call('monitor@demo.ch', 'POST', url, {
      category: 'B',
      startDate: '2024-05-01',
      endDate: '2024-04-30',
    });
    expect(backwards.statusCode).toBe(400);
    expect(fieldsOf(backwards.json())).toEqual(['body.endDate']);
    const unknown = await call('monitor@demo.ch', 'POST', url, { category: 'Z', startDate: '2024-05-01' });
    expect(fieldsOf(unknown.json())).toEqual(['body.category']);
    const badDate = await call('monitor@demo.ch', 'POST', url, { category: 'B', startDate: '31.02.2024' });
    expect(fieldsOf(badDate.json())).toEqual(['body.startDate']);
    expect(await licencesOf(id)).toEqual([]);
  });

  it("answers 404 for another student's licence id, and leaves it alone", async () => {
    const mine = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const other = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const created = await call('monitor@demo.ch', 'POST', `/api/students/${other}/licences`, {
      category: 'B',
      startDate: '2020-01-01',
    });
    const licenceId = created.json().data.id;
    const payload = { category: 'C', startDate: '2020-01-01', version: 1 };
    expect(
      (await call('monitor@demo.ch', 'PUT', `/api/students/${mine}/licences/${licenceId}`, payload)).statusCode,
    ).toBe(404);
    expect((await call('monitor@demo.ch', 'DELETE', `/api/students/${mine}/licences/${licenceId}`)).statusCode).toBe(
      404,
    );
    expect((await licencesOf(other)).map((licence) => licence.category)).toEqual(['B']);
  });
});
