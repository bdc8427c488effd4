import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkRequests, studentEvents, studentMonitors, students, users } from '../../../db/schema';
import { lastMessageTo } from '../../../test/outbox';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

describe('connection requests', () => {
  const t = useTestApp();
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const email of [
      'student@demo.ch',
      'monitor@demo.ch',
      'head@demo.ch',
      'ceresio@demo.ch',
      'employee@demo.ch',
      'fre@demo.ch',
    ]) {
      tokens[email] = await tokenFor(t().app, email);
    }
    for (const row of await t().database.db.select({ id: users.id, email: users.email }).from(users)) {
      ids[row.email] = row.id;
    }
  });

  const call = (as: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t().app.inject({ method, url, headers: bearer(tokens[as] ?? as), payload });

  /** A student account as a sign-up leaves it (role user, no school), with a session. */
  async function newStudentAccount(email: string, firstname: string): Promise<string> {
    const [user] = await t()
      .database.db.insert(users)
      .values({
        email,
        role: 'user',
        firstname,
        name: 'Neu',
        passwordHash: 'unused',
        language: 'de',
        confirmedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('not written');
    ids[email] = user.id;
    tokens[email] = await tokenFor(t().app, email);
    return user.id;
  }

  const linkOf = async (studentId: string, monitorEmail: string) => {
    const [link] = await t()
      .database.db.select()
      .from(studentMonitors)
      .where(and(eq(studentMonitors.studentId, studentId), eq(studentMonitors.monitorId, ids[monitorEmail] ?? '')));
    return link;
  };
  const requestCount = async () =>
    (await t().database.db.select({ n: sql<number>`count(*)::int` }).from(linkRequests))[0]?.n;

  it('holds the demo’s two open requests with the head, one each way', async () => {
    const requests = (await call('head@demo.ch', 'GET', '/api/link-requests')).json().data;
    expect(requests).toMatchObject([
      {
        direction: 'fromMonitor',
        state: 'sent',
        awaitingMe: false,
        student: { email: expect.stringMatching(/@example\.com$/) },
      },
      { direction: 'fromStudent', state: 'sent', awaitingMe: true, student: { email: 'learner@demo.ch' } },
    ]);
  });

  describe('monitor search', () => {
    it('starts at 3 letters: fewer is a 400 naming q', async () => {
      for (const q of ['Ma', ' R o ', '12345']) {
        const response = await call('student@demo.ch', 'GET', `/api/monitors/search?q=${encodeURIComponent(q)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.details[0].field).toBe('querystring.q');
      }
    });

    it('finds monitors of every school by the start of the name or first name, accents and case ignored', async () => {
      const names = async (q: string) =>
        (await call('student@demo.ch', 'GET', `/api/monitors/search?q=${encodeURIComponent(q)}`))
          .json()
          .data.map((monitor: { firstname: string; name: string }) => `${monitor.firstname} ${monitor.name}`);
      expect(await names('Ros')).toEqual(['Marco Rossi']);
      expect(await names('marco r')).toEqual(['Marco Rossi']);
      expect(await names('HEL')).toEqual(['Hélène Chef']);
      expect(await names('hél')).toEqual(['Hélène Chef']);
      expect(await names('Bernas')).toEqual(['Luca Bernasconi']);
      // Students, employees and the middle of a name are not found.
      expect(await names('Mart')).toEqual([]);
      expect(await names('Meier')).toEqual([]);
      expect(await names('ossi')).toEqual([]);
      expect(await names('_ossi')).toEqual([]);
      expect(await names('%ros')).toEqual([]);
    });

    it('shows the name and school, never the e-mail or mobile', async () => {
      const [found] = (await call('student@demo.ch', 'GET', '/api/monitors/search?q=Rossi')).json().data;
      expect(found).toEqual({
        id: ids['monitor@demo.ch'],
        firstname: 'Marco',
        name: 'Rossi',
        school: 'Auto-école Démo',
        city: 'Lausanne',
      });
    });
  });

  describe('a student asks a monitor', () => {
    let requestId = '';

    it('refuses bad input, unknown monitors and a monitor sending it', async () => {
      const before = await requestCount();
      const bad = await call('student@demo.ch', 'POST', '/api/link-requests', { monitorId: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details[0].field).toBe('body.monitorId');
      for (const monitorId of [ids['employee@demo.ch'], ids['student@demo.ch'], crypto.randomUUID()]) {
        const response = await call('student@demo.ch', 'POST', '/api/link-requests', { monitorId });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.details[0]).toMatchObject({ field: 'body.monitorId', rule: 'unknown_reference' });
      }
      const byMonitor = await call('head@demo.ch', 'POST', '/api/link-requests', { monitorId: ids['monitor@demo.ch'] });
      expect(byMonitor.statusCode).toBe(403);
      expect(await requestCount()).toBe(before);
    });

    it('sends the request with his own names and e-mails the monitor', async () => {
      const response = await call('student@demo.ch', 'POST', '/api/link-requests', {
        monitorId: ids['monitor@demo.ch'],
      });
      expect(response.statusCode).toBe(201);
      const request = response.json().data;
      requestId = request.id;
      expect(request).toMatchObject({
        direction: 'fromStudent',
        state: 'sent',
        awaitingMe: false,
        monitor: { firstname: 'Marco', name: 'Rossi', email: 'monitor@demo.ch', mobile: null },
        student: { firstname: 'Sophie', name: 'Martin', email: 'student@demo.ch' },
        answeredAt: null,
      });
      const mail = await lastMessageTo(t().app, 'monitor@demo.ch', 'email');
      expect(mail.subject).toBe('Nuova richiesta di collegamento');
      expect(mail.body).toContain('Sophie Martin (student@demo.ch)');
      expect(mail.body).toContain('/students/requests');
    });

    it('refuses a second open request to the same monitor: 409 already_linked', async () => {
      const again = await call('student@demo.ch', 'POST', '/api/link-requests', { monitorId: ids['monitor@demo.ch'] });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('already_linked');
    });

    it('lets neither the student answer his own request nor another school’s monitor see it', async () => {
      const own = await call('student@demo.ch', 'POST', `/api/link-requests/${requestId}/answer`, { accept: true });
      expect(own.statusCode).toBe(403);
      const other = await call('ceresio@demo.ch', 'POST', `/api/link-requests/${requestId}/answer`, { accept: true });
      expect(other.statusCode).toBe(404);
      const head = await call('head@demo.ch', 'POST', `/api/link-requests/${requestId}/answer`, { accept: true });
      expect(head.statusCode).toBe(404);
      const seen = (await call('ceresio@demo.ch', 'GET', '/api/link-requests')).json().data;
      expect(seen.map((request: { id: string }) => request.id)).not.toContain(requestId);
      const bad = await call('monitor@demo.ch', 'POST', `/api/link-requests/${requestId}/answer`, { accept: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details[0].field).toBe('body.accept');
    });

    it('shows the request to the monitor as awaiting him; his acceptance links the student and e-mails both', async () => {
      const listed = (await call('monitor@demo.ch', 'GET', '/api/link-requests')).json().data;
      expect(listed.find((request: { id: string }) => request.id === requestId)).toMatchObject({ awaitingMe: true });

      const response = await call('monitor@demo.ch', 'POST', `/api/link-requests/${requestId}/answer`, {
        accept: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ state: 'accepted', awaitingMe: false });
      expect(response.json().data.answeredAt).not.toBeNull();

      const db = t().database.db;
      const records = await db
        .select()
        .from(students)
        .where(eq(students.userId, ids['student@demo.ch'] ?? ''));
      expect(records).toHaveLength(1);
      const [record] = records;
      const link = await linkOf(record?.id ?? '', 'monitor@demo.ch');
      expect(link?.status).toBe('active');
      // Owner unless another monitor (the head, with the demo students) already manages him.
      expect(['owner', 'write']).toContain(link?.access);
      const events = await db
        .select()
        .from(studentEvents)
        .where(eq(studentEvents.studentId, record?.id ?? ''));
      expect(events.map((event) => event.action)).toContain('linked');

      expect((await lastMessageTo(t().app, 'student@demo.ch', 'email')).subject).toBe(
        'Demande de mise en relation acceptée',
      );
      expect((await lastMessageTo(t().app, 'monitor@demo.ch', 'email')).subject).toBe(
        'Richiesta di collegamento accettata',
      );
      const again = await call('monitor@demo.ch', 'POST', `/api/link-requests/${requestId}/answer`, { accept: false });
      expect(again.statusCode).toBe(409);
    });

    it('shows the student his accepted request and his monitor with contact details', async () => {
      const [request] = (await call('student@demo.ch', 'GET', '/api/link-requests')).json().data;
      expect(request).toMatchObject({ id: requestId, state: 'accepted', monitor: { mobile: '+41790000002' } });
      const monitors = (await call('student@demo.ch', 'GET', '/api/me/monitors')).json().data;
      expect(monitors).toContainEqual({
        id: ids['monitor@demo.ch'],
        firstname: 'Marco',
        name: 'Rossi',
        email: 'monitor@demo.ch',
        mobile: '+41790000002',
        school: 'Auto-école Démo',
      });
    });

    it('refuses a request to a monitor he is already linked to: 409 already_linked', async () => {
      const again = await call('student@demo.ch', 'POST', '/api/link-requests', { monitorId: ids['monitor@demo.ch'] });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('already_linked');
    });
  });

  it('keeps one open request when the same request is sent five times at once', async () => {
    await newStudentAccount('eager@example.ch', 'Eli');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('eager@example.ch', 'POST', '/api/link-requests', { monitorId: ids['head@demo.ch'] }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  describe('a monitor invites a student by e-mail', () => {
    it('refuses bad input naming the fields, writing nothing', async () => {
      const before = await requestCount();
      const response = await call('monitor@demo.ch', 'POST', '/api/link-requests/invite', {
        email: 'not-an-address',
        firstname: '',
        name: 'N'.repeat(81),
      });
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json()
          .error.details.map((detail: { field: string }) => detail.field)
          .sort(),
      ).toEqual(['body.email', 'body.firstname', 'body.name']);
      const monitorAddress = await call('monitor@demo.ch', 'POST', '/api/link-requests/invite', {
        email: 'HEAD@demo.ch',
        firstname: 'H',
        name: 'C',
      });
      expect(monitorAddress.statusCode).toBe(400);
      expect(monitorAddress.json().error.details[0]).toMatchObject({ field: 'body.email', rule: 'not_a_student' });
      expect(await requestCount()).toBe(before);
    });

    it('refuses an employee and a fre without a school', async () => {
      for (const as of ['employee@demo.ch', 'fre@demo.ch']) {
        const response = await call(as, 'POST', '/api/link-requests/invite', {
          email: 'x@example.ch',
          firstname: 'X',
          name: 'Y',
        });
        expect(response.statusCode).toBe(403);
      }
    });

    it('creates a pending student for an unknown address, e-mails a sign-up invitation, and the sign-up finds it', async () => {
      const invited = await call('monitor@demo.ch', 'POST', '/api/link-requests/invite', {
        email: 'Lea.Neu@example.ch',
        firstname: 'Léa',
        name: 'Neu',
      });
      expect(invited.statusCode).toBe(201);
      const request = invited.json().data;
      expect(request).toMatchObject({ direction: 'fromMonitor', state: 'sent', awaitingMe: false });

      const db = t().database.db;
      const [record] = await db.select().from(students).where(eq(students.email, 'Lea.Neu@example.ch'));
      expect(record).toMatchObject({
        schoolId: (await db.select().from(users).where(eq(users.email, 'monitor@demo.ch')))[0]?.schoolId,
        firstname: 'Léa',
        name: 'Neu',
        userId: null,
        createdBy: ids['monitor@demo.ch'],
      });
      expect(await linkOf(record?.id ?? '', 'monitor@demo.ch')).toMatchObject({ access: 'owner', status: 'pending' });
      const mail = await lastMessageTo(t().app, 'Lea.Neu@example.ch', 'email');
      expect(mail.subject).toBe('Invito del suo maestro');
      expect(mail.body).toContain('/signup');

      const twice = await call('monitor@demo.ch', 'POST', '/api/link-requests/invite', {
        email: 'lea.neu@EXAMPLE.ch',
        firstname: 'Léa',
        name: 'Neu',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.code).toBe('already_linked');

      // She signs up with that address: the invitation is hers.
      const userId = await newStudentAccount('lea.neu@example.ch', 'Léa');
      const [mine] = (await call('lea.neu@example.ch', 'GET', '/api/link-requests')).json().data;
      expect(mine).toMatchObject({ id: request.id, awaitingMe: true });
      const byMonitor = await call('monitor@demo.ch', 'POST', `/api/link-requests/${request.id}/answer`, {
        accept: true,
      });
      expect(byMonitor.statusCode).toBe(403);

      const accepted = await call('lea.neu@example.ch', 'POST', `/api/link-requests/${request.id}/answer`, {
        accept: true,
      });
      expect(accepted.json().data.state).toBe('accepted');
      const [linked] = await db
        .select()
        .from(students)
        .where(eq(students.id, record?.id ?? ''));
      expect(linked?.userId).toBe(userId);
      expect(await linkOf(record?.id ?? '', 'monitor@demo.ch')).toMatchObject({ access: 'owner', status: 'active' });
      expect((await lastMessageTo(t().app, 'monitor@demo.ch', 'email')).subject).toBe(
        'Richiesta di collegamento accettata',
      );
      expect((await lastMessageTo(t().app, 'Lea.Neu@example.ch', 'email')).subject).toBe(
        'Verbindungsanfrage angenommen',
      );
      const monitors = (await call('lea.neu@example.ch', 'GET', '/api/me/monitors')).json().data;
      expect(monitors.map((monitor: { email: string }) => monitor.email)).toEqual(['monitor@demo.ch']);
    });

    it('invites an existing account to sign in; his refusal removes the pending link and the record it made', async () => {
      await newStudentAccount('tom@example.ch', 'Tom');
      const invited = await call('monitor@demo.ch', 'POST', '/api/link-requests/invite', {
        email: 'tom@example.ch',
        firstname: 'Tom',
        name: 'Neu',
      });
      expect(invited.statusCode).toBe(201);
      const mail = await lastMessageTo(t().app, 'tom@example.ch', 'email');
      expect(mail.subject).toBe('Einladung Ihres Fahrlehrers');
      expect(mail.body).toContain('/students/requests');
      expect(mail.body).not.toContain('/signup');

      const id = invited.json().data.id;
      const refused = await call('tom@example.ch', 'POST', `/api/link-requests/${id}/answer`, { accept: false });
      expect(refused.json().data.state).toBe('refused');
      const db = t().database.db;
      expect(await db.select().from(students).where(eq(students.email, 'tom@example.ch'))).toEqual([]);
      const seenByMonitor = (await call('monitor@demo.ch', 'GET', '/api/link-requests')).json().data;
      expect(seenByMonitor.find((request: { id: string }) => request.id === id)).toMatchObject({ state: 'refused' });
      expect((await lastMessageTo(t().app, 'monitor@demo.ch', 'email')).subject).toBe(
        'Richiesta di collegamento rifiutata',
      );
      expect((await lastMessageTo(t().app, 'tom@example.ch', 'email')).subject).toBe('Verbindungsanfrage abgelehnt');
    });

    it('reuses the school’s record with that address as a pending share, kept when refused', async () => {
      const db = t().database.db;
      const [head] = await db.select().from(users).where(eq(users.email, 'head@demo.ch'));
      const [record] = await db
        .insert(students)
        .values({ schoolId: head?.schoolId ?? '', name: 'Alt', firstname: 'Ada', email: 'ada@example.ch' })
        .returning();
      await db
        .insert(studentMonitors)
        .values({ studentId: record?.id ?? '', monitorId: head?.id ?? '', access: 'owner' });

      const invited = await call('monitor@demo.ch', 'POST', '/api/link-requests/invite', {
        email: 'ada@example.ch',
        firstname: 'Ada',
        name: 'Alt',
      });
      expect(invited.statusCode).toBe(201);
      expect(await linkOf(record?.id ?? '', 'monitor@demo.ch')).toMatchObject({ access: 'write', status: 'pending' });

      await newStudentAccount('ada@example.ch', 'Ada');
      const id = invited.json().data.id;
      const other = await call('ceresio@demo.ch', 'POST', `/api/link-requests/${id}/answer`, { accept: false });
      expect(other.statusCode).toBe(404);
      await call('ada@example.ch', 'POST', `/api/link-requests/${id}/answer`, { accept: false });
      expect(await linkOf(record?.id ?? '', 'monitor@demo.ch')).toBeUndefined();
      expect(
        await db
          .select()
          .from(students)
          .where(eq(students.id, record?.id ?? '')),
      ).toHaveLength(1);
    });
  });
});
