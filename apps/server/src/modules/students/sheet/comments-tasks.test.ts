import type { TrainingCard, TrainingCardSummary } from '@ds/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentComments, studentMonitors, studentTasks, users } from '../../../db/schema';
import { callAs, createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

const fieldsOf = (body: { error: { details: { field: string }[] } }) =>
  body.error.details.map((detail) => detail.field);

describe('comments on a student', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);

  async function shareWith(studentId: string, email: string, access: 'read' | 'write') {
    const [monitor] = await t().database.db.select().from(users).where(eq(users.email, email));
    if (!monitor) throw new Error(`no ${email}`);
    await t().database.db.insert(studentMonitors).values({ studentId, monitorId: monitor.id, access });
  }

  /** The first skill of the user's French training card. */
  async function skillOf(email: string) {
    const cards = (await call(email, 'GET', '/api/training-cards')).json().data as TrainingCardSummary[];
    const card = cards.find((entry) => entry.language === 'fr');
    const tree = (await call(email, 'GET', `/api/training-cards/${card?.id}`)).json().data as TrainingCard;
    const skill = tree.tree[0]?.themes[0]?.skills[0];
    if (!skill) throw new Error(`${email} has no French skill`);
    return skill;
  }

  it('adds general comments with their author, newest first', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const url = `/api/students/${id}/comments`;
    const first = await call('monitor@demo.ch', 'POST', url, { text: '  Bonne première leçon  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ text: 'Bonne première leçon', skillId: null, author: 'Marco Rossi' });
    await call('head@demo.ch', 'POST', url, { text: 'Revoir les giratoires' });
    const list = (await call('monitor@demo.ch', 'GET', url)).json().data;
    expect(list.map((comment: { text: string; author: string }) => [comment.text, comment.author])).toEqual([
      ['Revoir les giratoires', 'Hélène Chef'],
      ['Bonne première leçon', 'Marco Rossi'],
    ]);
  });

  it('binds a comment to a skill of a training card of the school', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const url = `/api/students/${id}/comments`;
    // The head's card is of the same school: any monitor of it may name its skills.
    const skill = await skillOf('head@demo.ch');
    const bound = await call('monitor@demo.ch', 'POST', url, { text: 'Regarder plus loin', skillId: skill.id });
    expect(bound.statusCode, bound.body).toBe(201);
    expect(bound.json().data).toMatchObject({ skillId: skill.id, skillName: skill.name });
    const [listed] = (await call('monitor@demo.ch', 'GET', url)).json().data;
    expect(listed).toMatchObject({ text: 'Regarder plus loin', skillName: skill.name });
  });

  it('refuses an empty text, an unknown skill and another school’s skill, writing nothing', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const url = `/api/students/${id}/comments`;
    const empty = await call('monitor@demo.ch', 'POST', url, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual(['body.text']);
    const unknown = await call('monitor@demo.ch', 'POST', url, { text: 'Freinage', skillId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.json())).toEqual(['body.skillId']);
    const foreign = await call('monitor@demo.ch', 'POST', url, {
      text: 'Freinage',
      skillId: (await skillOf('ceresio@demo.ch')).id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign.json())).toEqual(['body.skillId']);
    expect(await t().database.db.select().from(studentComments).where(eq(studentComments.studentId, id))).toEqual([]);
  });

  it('lets the author or the owner delete a comment, not another monitor sharing the student', async () => {
    const id = await createStudentAs(() => t().app, 'head@demo.ch');
    await shareWith(id, 'monitor@demo.ch', 'write');
    const url = `/api/students/${id}/comments`;
    const byHead = (await call('head@demo.ch', 'POST', url, { text: 'Du chef' })).json().data;
    const byMonitor = (await call('monitor@demo.ch', 'POST', url, { text: 'Du moniteur' })).json().data;
    const deletableFor = async (email: string) =>
      Object.fromEntries(
        (await call(email, 'GET', url))
          .json()
          .data.map((comment: { text: string; deletable: boolean }) => [comment.text, comment.deletable]),
      );
    expect(await deletableFor('monitor@demo.ch')).toEqual({ 'Du chef': false, 'Du moniteur': true });
    expect(await deletableFor('head@demo.ch')).toEqual({ 'Du chef': true, 'Du moniteur': true });

    expect((await call('monitor@demo.ch', 'DELETE', `${url}/${byHead.id}`)).statusCode).toBe(403);
    expect((await call('monitor@demo.ch', 'DELETE', `${url}/${byMonitor.id}`)).statusCode).toBe(200);
    const again = (await call('monitor@demo.ch', 'POST', url, { text: 'Encore' })).json().data;
    expect((await call('head@demo.ch', 'DELETE', `${url}/${again.id}`)).statusCode).toBe(200);
    expect((await call('head@demo.ch', 'DELETE', `${url}/${again.id}`)).statusCode).toBe(404);
    const left = (await call('head@demo.ch', 'GET', url)).json().data;
    expect(left.map((comment: { text: string }) => comment.text)).toEqual(['Du chef']);
  });
});

describe('tasks of a student', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const doneAtOf = async (taskId: string) =>
    (await t().database.db.select().from(studentTasks).where(eq(studentTasks.id, taskId)))[0]?.doneAt;

  it('adds, lists, ticks, unticks and deletes tasks', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const url = `/api/students/${id}/tasks`;
    const created = await call('monitor@demo.ch', 'POST', url, {
      description: 'Apporter le permis d’élève',
      dueDate: '2026-12-01',
      dueTime: '08:30',
    });
    expect(created.statusCode).toBe(201);
    const task = created.json().data;
    expect(task).toMatchObject({
      description: 'Apporter le permis d’élève',
      dueDate: '2026-12-01',
      dueTime: '08:30',
      done: false,
    });
    await call('monitor@demo.ch', 'POST', url, { description: 'Payer l’assurance', done: true });
    await call('monitor@demo.ch', 'POST', url, { description: 'Cours de premiers secours', dueDate: '2026-11-01' });

    const list = (await call('monitor@demo.ch', 'GET', url)).json().data;
    expect(list.map((one: { description: string }) => one.description)).toEqual([
      'Cours de premiers secours',
      'Apporter le permis d’élève',
      'Payer l’assurance',
    ]);

    // The task as read, its version included.
    const ticked = await call('monitor@demo.ch', 'PUT', `${url}/${task.id}`, { ...task, id: undefined, done: true });
    expect(ticked.json().data.done).toBe(true);
    const doneAt = await doneAtOf(task.id);
    expect(doneAt).toBeInstanceOf(Date);
    const again = { description: 'Apporter le permis', done: true, version: 2 };
    await call('monitor@demo.ch', 'PUT', `${url}/${task.id}`, again);
    expect(await doneAtOf(task.id)).toEqual(doneAt);
    const unticked = await call('monitor@demo.ch', 'PUT', `${url}/${task.id}`, {
      description: 'Apporter le permis',
      version: 3,
    });
    expect(unticked.json().data).toMatchObject({
      description: 'Apporter le permis',
      dueDate: null,
      dueTime: null,
      done: false,
    });
    expect(await doneAtOf(task.id)).toBeNull();

    expect((await call('monitor@demo.ch', 'DELETE', `${url}/${task.id}`)).statusCode).toBe(200);
    const gone = await call('monitor@demo.ch', 'PUT', `${url}/${task.id}`, { description: 'x', version: 4 });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses an empty description or a bad time, writing nothing', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const url = `/api/students/${id}/tasks`;
    const empty = await call('monitor@demo.ch', 'POST', url, { description: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual(['body.description']);
    const badTime = await call('monitor@demo.ch', 'POST', url, { description: 'Rendez-vous', dueTime: '25:00' });
    expect(fieldsOf(badTime.json())).toEqual(['body.dueTime']);
    expect(await t().database.db.select().from(studentTasks).where(eq(studentTasks.studentId, id))).toEqual([]);
  });
});
