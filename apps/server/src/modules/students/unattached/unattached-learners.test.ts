import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, linkRequests, studentEvents, studentMonitors, students, users } from '../../../db/schema';
import { lastMessageTo } from '../../../test/outbox';
import { bearer, enrolTwoFactor, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

interface Listed {
  id: string;
  email: string;
  waitingRequests: { direction: string; monitor: { email: string }; since: string }[];
  refusedRequests: number;
  lastSignInAt: string | null;
}

describe('learners without a monitor (/bf-students, product administrator)', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  const ids: Record<string, string> = {};

  /** A learner account as a sign-up leaves it: role user, no school, confirmed. */
  async function newLearner(email: string, firstname: string, name: string): Promise<string> {
    const [user] = await t()
      .database.db.insert(users)
      .values({ email, role: 'user', firstname, name, passwordHash: 'unused', language: 'it', confirmedAt: new Date() })
      .returning();
    if (!user) throw new Error('not written');
    ids[email] = user.id;
    return user.id;
  }

  beforeAll(async () => {
    for (const row of await t().database.db.select({ id: users.id, email: users.email }).from(users)) {
      ids[row.email] = row.id;
    }
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = admin) =>
    t().app.inject({ method, url, payload, headers });
  const list = async (query = '') => {
    const response = await call('GET', `/api/admin/learners${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Listed[]; page: { total: number; offset: number; limit: number } };
  };

  it('answers the administrator only once he has two-factor sign-in', async () => {
    const before = await call(
      'GET',
      '/api/admin/learners',
      undefined,
      bearer(await tokenFor(t().app, 'admin@demo.ch')),
    );
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('two_factor_setup_required');
    await enrolTwoFactor(t().app, 'admin@demo.ch');
    admin = bearer(await tokenFor(t().app, 'admin@demo.ch'));
  });

  it('refuses everyone else: a school head, fre, another school, a monitor, a learner', async () => {
    const someone = ids['learner@demo.ch'];
    for (const email of ['head@demo.ch', 'fre@demo.ch', 'ceresio@demo.ch', 'monitor@demo.ch', 'learner@demo.ch']) {
      const headers = bearer(await tokenFor(t().app, email));
      for (const [method, url, payload] of [
        ['GET', '/api/admin/learners', undefined],
        ['POST', `/api/admin/learners/${someone}/message`, { subject: 'Bonjour', text: 'Texte' }],
        ['POST', `/api/admin/learners/${someone}/link`, { monitorEmail: 'monitor@demo.ch' }],
      ] as const) {
        const response = await call(method, url, payload, headers);
        expect(response.statusCode, `${email} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('lists the learners without a monitor, newest first, with their requests, not student@demo.ch', async () => {
    await newLearner('giulia.unattached@example.com', 'Giulia', 'Solinga');
    const { data, page } = await list();
    const emails = data.map((learner) => learner.email);
    expect(emails[0]).toBe('giulia.unattached@example.com');
    expect(emails).toContain('learner@demo.ch');
    // Linked to the head; monitors, employees and administrators are no learners.
    for (const email of ['student@demo.ch', 'monitor@demo.ch', 'employee@demo.ch', 'admin@demo.ch']) {
      expect(emails).not.toContain(email);
    }
    expect(page).toEqual({ total: data.length, offset: 0, limit: 25 });
    const noah = data.find((learner) => learner.email === 'learner@demo.ch');
    // The demo learner asked the head two days ago (demo data).
    expect(noah?.waitingRequests).toEqual([
      expect.objectContaining({
        direction: 'fromStudent',
        monitor: expect.objectContaining({ email: 'head@demo.ch' }),
      }),
    ]);
    expect(noah?.refusedRequests).toBe(0);
    expect(data.find((learner) => learner.email === 'giulia.unattached@example.com')).toMatchObject({
      firstname: 'Giulia',
      name: 'Solinga',
      language: 'it',
      mobile: null,
      lastSignInAt: null,
      waitingRequests: [],
      refusedRequests: 0,
    });
  });

  it('shows the latest sign-in, refused requests, and keeps a learner whose only link is a pending invitation', async () => {
    const id = await newLearner('refused.unattached@example.com', 'Röbi', 'Zurückgewiesen');
    await tokenFor(t().app, 'refused.unattached@example.com');
    const db = t().database.db;
    await db.insert(linkRequests).values({
      monitorId: ids['monitor@demo.ch'] ?? '',
      studentUserId: id,
      email: 'refused.unattached@example.com',
      firstname: 'Röbi',
      name: 'Zurückgewiesen',
      direction: 'fromStudent',
      state: 'refused',
      answeredAt: new Date(),
    });
    const [record] = await db
      .insert(students)
      .values({ schoolId: (await schoolOf('head@demo.ch')) ?? '', userId: id, firstname: 'Röbi', name: 'Z' })
      .returning();
    await db.insert(studentMonitors).values({
      studentId: record?.id ?? '',
      monitorId: ids['head@demo.ch'] ?? '',
      access: 'owner',
      status: 'pending',
    });

    const [found] = (await list('?q=rob')).data;
    expect(found).toMatchObject({ email: 'refused.unattached@example.com', refusedRequests: 1, waitingRequests: [] });
    expect(found?.lastSignInAt).toEqual(expect.any(String));
  });

  async function schoolOf(email: string) {
    const [row] = await t().database.db.select({ schoolId: users.schoolId }).from(users).where(eq(users.email, email));
    return row?.schoolId;
  }

  it('searches by name, first name or e-mail, every word, accents and case ignored, LIKE characters literally', async () => {
    const found = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).data.map((learner) => learner.email).sort();
    expect(await found('SOLINGA')).toEqual(['giulia.unattached@example.com']);
    expect(await found('giulia solinga')).toEqual(['giulia.unattached@example.com']);
    expect(await found('weber noah')).toEqual(['learner@demo.ch']);
    expect(await found('zuruckgewiesen')).toEqual(['refused.unattached@example.com']);
    expect(await found('unattached@example')).toEqual([
      'giulia.unattached@example.com',
      'refused.unattached@example.com',
    ]);
    expect(await found('Martin')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('_iulia')).toEqual([]);
  });

  it('pages by 25', async () => {
    for (let index = 0; index < 26; index++) await newLearner(`paged${index}@example.com`, 'Paged', `N${index}`);
    const first = await list('?q=paged');
    expect(first.data).toHaveLength(25);
    expect(first.page).toEqual({ total: 26, offset: 0, limit: 25 });
    const second = await list('?q=paged&page=2');
    expect(second.data.map((learner) => learner.email)).toEqual(['paged0@example.com']);
    expect(second.page.offset).toBe(25);
  });

  it('e-mails a learner what the administrator wrote, audited; an unknown or non-learner id is a 404', async () => {
    const learnerId = ids['giulia.unattached@example.com'];
    const sent = await call('POST', `/api/admin/learners/${learnerId}/message`, {
      subject: '  Votre moniteur  ',
      text: 'Bonjour Giulia,\nnous pouvons vous aider à trouver un moniteur.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await lastMessageTo(t().app, 'giulia.unattached@example.com', 'email');
    expect(mail.subject).toBe('Votre moniteur');
    expect(mail.body).toContain('nous pouvons vous aider à trouver un moniteur.');
    const audits = await t().database.db.select().from(auditEvents).where(eq(auditEvents.action, 'learner.contacted'));
    expect(audits).toEqual([
      expect.objectContaining({ outcome: 'success', userId: ids['admin@demo.ch'], details: { learnerId } }),
    ]);
    for (const id of [crypto.randomUUID(), ids['monitor@demo.ch']]) {
      const response = await call('POST', `/api/admin/learners/${id}/message`, { subject: 'S', text: 'T' });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a message without subject or text, or with a control character, naming the field', async () => {
    const url = `/api/admin/learners/${ids['learner@demo.ch']}/message`;
    const empty = await call('POST', url, { subject: ' ', text: '' });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .error.details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(['body.subject', 'body.text']);
    const control = await call('POST', url, { subject: 'Salut', text: 'a\u0007b' });
    expect(control.statusCode).toBe(400);
    expect(control.json().error.details[0]).toMatchObject({ field: 'body.text', rule: 'control_character' });
  });

  it('links a learner with a monitor as the monitor’s acceptance does: his record, the link, mails; then 409', async () => {
    const learnerId = ids['learner@demo.ch'] ?? '';
    const linked = await call('POST', `/api/admin/learners/${learnerId}/link`, { monitorEmail: 'Monitor@Demo.ch' });
    expect(linked.statusCode, linked.body).toBe(201);
    const { studentId, monitorId } = linked.json().data;
    expect(monitorId).toBe(ids['monitor@demo.ch']);

    const db = t().database.db;
    const [record] = await db.select().from(students).where(eq(students.id, studentId));
    expect(record).toMatchObject({
      userId: learnerId,
      schoolId: await schoolOf('monitor@demo.ch'),
      firstname: 'Noah',
      name: 'Weber',
      email: 'learner@demo.ch',
    });
    const [link] = await db
      .select()
      .from(studentMonitors)
      .where(and(eq(studentMonitors.studentId, studentId), eq(studentMonitors.monitorId, monitorId)));
    expect(link).toMatchObject({ access: 'owner', status: 'active' });
    const events = await db.select().from(studentEvents).where(eq(studentEvents.studentId, studentId));
    expect(events.map((event) => [event.action, event.actorId])).toEqual([
      ['created', ids['admin@demo.ch']],
      ['linked', ids['admin@demo.ch']],
    ]);
    // His request, as he would have sent it, accepted; the one waiting for the head stays open.
    const requests = await db.select().from(linkRequests).where(eq(linkRequests.studentUserId, learnerId));
    expect(
      requests.map((request) => [request.monitorId === monitorId, request.direction, request.state]).sort(),
    ).toEqual([
      [false, 'fromStudent', 'sent'],
      [true, 'fromStudent', 'accepted'],
    ]);

    // He sees his monitor, who sees him among his students; both were told.
    const learner = bearer(await tokenFor(t().app, 'learner@demo.ch'));
    const mine = (await call('GET', '/api/me/monitors', undefined, learner)).json().data;
    expect(mine.map((monitor: { email: string }) => monitor.email)).toEqual(['monitor@demo.ch']);
    const marco = bearer(await tokenFor(t().app, 'monitor@demo.ch'));
    const his = (await call('GET', '/api/students?q=weber', undefined, marco)).json().data;
    expect(his.map((student: { id: string }) => student.id)).toEqual([studentId]);
    expect((await lastMessageTo(t().app, 'learner@demo.ch', 'email')).subject).toBe('Verbindungsanfrage angenommen');
    expect((await lastMessageTo(t().app, 'monitor@demo.ch', 'email')).body).toContain('Noah Weber');

    expect((await list()).data.map((row) => row.email)).not.toContain('learner@demo.ch');
    const again = await call('POST', `/api/admin/learners/${learnerId}/link`, { monitorEmail: 'head@demo.ch' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_linked');

    const audits = await db.select().from(auditEvents).where(eq(auditEvents.action, 'learner.linked'));
    expect(audits).toEqual([
      expect.objectContaining({
        userId: ids['admin@demo.ch'],
        details: expect.objectContaining({ learnerId, monitorId, studentId }),
      }),
    ]);
  });

  it('accepts the invitation a monitor sent him rather than writing a second request', async () => {
    const learnerId = await newLearner('invited.unattached@example.com', 'Ivo', 'Invitato');
    const head = bearer(await tokenFor(t().app, 'head@demo.ch'));
    const invited = await call(
      'POST',
      '/api/link-requests/invite',
      { email: 'invited.unattached@example.com', firstname: 'Ivo', name: 'Invitato' },
      head,
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const [listed] = (await list('?q=invitato')).data;
    expect(listed?.waitingRequests).toEqual([
      expect.objectContaining({
        direction: 'fromMonitor',
        monitor: expect.objectContaining({ email: 'head@demo.ch' }),
      }),
    ]);

    const linked = await call('POST', `/api/admin/learners/${learnerId}/link`, { monitorEmail: 'head@demo.ch' });
    expect(linked.statusCode, linked.body).toBe(201);
    const requests = await t()
      .database.db.select()
      .from(linkRequests)
      .where(eq(linkRequests.email, 'invited.unattached@example.com'));
    expect(requests.map((request) => [request.id, request.state, request.studentId])).toEqual([
      [invited.json().data.id, 'accepted', linked.json().data.studentId],
    ]);
    const [record] = await t().database.db.select().from(students).where(eq(students.id, linked.json().data.studentId));
    expect(record?.userId).toBe(learnerId);
  });

  it('refuses a missing or malformed monitor e-mail (400), one of no monitor of a school (404 naming it)', async () => {
    const url = `/api/admin/learners/${ids['giulia.unattached@example.com']}/link`;
    for (const payload of [{}, { monitorEmail: 'not an address' }, { monitorEmail: 'a\u0000@example.com' }]) {
      const response = await call('POST', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details[0].field).toBe('body.monitorEmail');
    }
    // No account, a learner, an employee, the administrator, fre (no school), a blocked monitor.
    await t().database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.email, 'ceresio@demo.ch'));
    for (const monitorEmail of [
      'nobody@example.com',
      'student@demo.ch',
      'employee@demo.ch',
      'admin@demo.ch',
      'fre@demo.ch',
      'ceresio@demo.ch',
    ]) {
      const response = await call('POST', url, { monitorEmail });
      expect(response.statusCode, monitorEmail).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'unknown_monitor',
        details: [expect.objectContaining({ field: 'body.monitorEmail', rule: 'unknown_monitor' })],
      });
    }
    const notLearner = await call('POST', `/api/admin/learners/${ids['head@demo.ch']}/link`, {
      monitorEmail: 'monitor@demo.ch',
    });
    expect(notLearner.statusCode).toBe(404);
    expect(notLearner.json().error.code).toBe('not_found');
  });
});
