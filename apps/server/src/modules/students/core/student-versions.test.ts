import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentEvents, students, studentTraining } from '../../../db/schema';
import { callAs, createStudentAs, studentPayload } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

describe('student versions (optimistic concurrency)', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const stored = async (id: string) => {
    const [row] = await t().database.db.select().from(students).where(eq(students.id, id));
    return row;
  };
  const updates = async (id: string) =>
    (await t().database.db.select().from(studentEvents).where(eq(studentEvents.studentId, id))).filter(
      (event) => event.action === 'updated',
    ).length;

  it('answers version 1 on creation, and each change of the identity or the training info raises it', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    expect((await call('monitor@demo.ch', 'GET', `/api/students/${id}`)).json().data.version).toBe(1);
    const identity = await call('monitor@demo.ch', 'PUT', `/api/students/${id}`, {
      ...studentPayload({ name: 'Zurbriggen' }),
      version: 1,
    });
    expect(identity.statusCode).toBe(200);
    expect(identity.json().data).toMatchObject({ name: 'Zurbriggen', version: 2 });
    const training = await call('head@demo.ch', 'PUT', `/api/students/${id}/training`, {
      profession: 'Menuisier',
      version: 2,
    });
    expect(training.statusCode).toBe(200);
    expect(training.json().data).toMatchObject({ version: 3, training: { profession: 'Menuisier' } });
  });

  it('of two edits at the same version (the head and the monitor), one is written and the other is a 409 writing nothing', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const faber = (await stored(id))?.faber;
    const [first, second] = await Promise.all([
      call('head@demo.ch', 'PUT', `/api/students/${id}`, {
        ...studentPayload({ faber, name: 'Têtedeliste' }),
        version: 1,
      }),
      call('monitor@demo.ch', 'PUT', `/api/students/${id}`, {
        ...studentPayload({ faber, name: 'Moniteur' }),
        version: 1,
      }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(loser.json().error.code).toBe('stale_version');
    const row = await stored(id);
    expect(row?.name).toBe(winner.json().data.name);
    expect(row?.version).toBe(2);
    expect(await updates(id)).toBe(1);
  });

  it('of ten edits at the same version, one is written and nine are refused', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const faber = (await stored(id))?.faber;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(index % 2 ? 'head@demo.ch' : 'monitor@demo.ch', 'PUT', `/api/students/${id}`, {
          ...studentPayload({ faber, firstname: `Prénom${index}` }),
          version: 1,
        }),
      ),
    );
    const written = answers.filter((answer) => answer.statusCode === 200);
    expect(written).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.statusCode === 409 && answer.json().error.code === 'stale_version'),
    ).toHaveLength(9);
    expect((await stored(id))?.firstname).toBe(written[0]?.json().data.firstname);
    expect((await stored(id))?.version).toBe(2);
    expect(await updates(id)).toBe(1);
  });

  it('refuses a training info read before another change, writing none of it', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    await call('head@demo.ch', 'PUT', `/api/students/${id}`, {
      ...studentPayload({ faber: (await stored(id))?.faber }),
      version: 1,
    });
    const stale = await call('monitor@demo.ch', 'PUT', `/api/students/${id}/training`, {
      profession: 'Pilote',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_version');
    const rows = await t().database.db.select().from(studentTraining).where(eq(studentTraining.studentId, id));
    expect(rows).toEqual([]);
    expect((await stored(id))?.version).toBe(2);
  });

  it('needs the version: a replace without it is a 400 naming body.version', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const missing = await call('monitor@demo.ch', 'PUT', `/api/students/${id}`, studentPayload());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.map((detail: { field: string }) => detail.field)).toEqual(['body.version']);
    // Beyond what the column holds (found by the fuzz test): a 400 too, never a 500.
    const huge = await call('monitor@demo.ch', 'PUT', `/api/students/${id}`, { ...studentPayload(), version: 2 ** 31 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.details.map((detail: { field: string }) => detail.field)).toEqual(['body.version']);
  });

  it("is still a 404 for another school's monitor, with the current version", async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const other = await call('ceresio@demo.ch', 'PUT', `/api/students/${id}`, { ...studentPayload(), version: 1 });
    expect(other.statusCode).toBe(404);
    const training = await call('ceresio@demo.ch', 'PUT', `/api/students/${id}/training`, { version: 1 });
    expect(training.statusCode).toBe(404);
    expect((await stored(id))?.version).toBe(1);
  });
});
