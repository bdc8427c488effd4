import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, studentEvents, students, users } from '../../../db/schema';
import { lastMessageTo, linkToken } from '../../../test/outbox';
import { callAs, createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

describe('sending access credentials to a student', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const db = () => t().database.db;
  const studentRow = async (id: string) => (await db().select().from(students).where(eq(students.id, id)))[0];
  const credentialEvents = (id: string) =>
    db()
      .select()
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, id), eq(studentEvents.action, 'credentialsSent')));

  it('creates his login, e-mails a link with which he chooses his password and signs in', async () => {
    const email = 'lea.nouvelle@example.com';
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch', { email, firstname: 'Léa', language: 'de' });
    const sent = await call('monitor@demo.ch', 'POST', `/api/students/${id}/credentials`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ username: email, accountCreated: true });

    const student = await studentRow(id);
    const [login] = await db().select().from(users).where(eq(users.email, email));
    expect(login).toMatchObject({ role: 'user', schoolId: student?.schoolId, language: 'de', firstname: 'Léa' });
    expect(student?.userId).toBe(login?.id);
    expect(await credentialEvents(id)).toEqual([
      expect.objectContaining({ details: { username: email, accountCreated: true } }),
    ]);

    const invitation = await lastMessageTo(t().app, email, 'email');
    expect(invitation.subject).toBe('Ihr Zugang zu Ihrem Schülerdossier');
    expect(invitation.body).toContain('Marco Rossi');
    const token = linkToken(invitation.body, 'reset');
    expect((await t().app.inject({ method: 'POST', url: '/api/auth/reset/code', payload: { token } })).statusCode).toBe(
      200,
    );
    const code = (await lastMessageTo(t().app, login?.mobile ?? '', 'sms')).body.match(/\d{6}/)?.[0];
    const password = 'Fahrschule-Lea-2026';
    const confirmed = await t().app.inject({
      method: 'POST',
      url: '/api/auth/reset/confirm',
      payload: { token, code, password },
    });
    expect(confirmed.statusCode).toBe(200);
    const signedIn = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password },
    });
    expect(signedIn.statusCode).toBe(200);

    // The sheet lists the invitation among the student's communications, with its sender.
    const communications = (await call('monitor@demo.ch', 'GET', `/api/students/${id}/communications`)).json().data;
    expect(communications[0]).toMatchObject({
      channel: 'email',
      recipient: email,
      subject: 'Ihr Zugang zu Ihrem Schülerdossier',
      sender: 'Marco Rossi',
    });

    // Sending again reuses the login.
    const again = await call('head@demo.ch', 'POST', `/api/students/${id}/credentials`);
    expect(again.json().data).toEqual({ username: email, accountCreated: false });
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await credentialEvents(id)).toHaveLength(2);
  });

  it('links an existing student account with his e-mail', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch', { email: 'Student@Demo.ch' });
    const sent = await call('monitor@demo.ch', 'POST', `/api/students/${id}/credentials`);
    expect(sent.json().data).toEqual({ username: 'student@demo.ch', accountCreated: false });
    const [existing] = await db().select().from(users).where(eq(users.email, 'student@demo.ch'));
    expect((await studentRow(id))?.userId).toBe(existing?.id);
    expect(linkToken((await lastMessageTo(t().app, 'student@demo.ch', 'email')).body, 'reset')).toBeTruthy();
  });

  it('needs an e-mail, and refuses a staff account’s address, writing nothing', async () => {
    const without = await createStudentAs(() => t().app, 'monitor@demo.ch', { email: null });
    const missing = await call('monitor@demo.ch', 'POST', `/api/students/${without}/credentials`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([expect.objectContaining({ field: 'email', rule: 'required' })]);

    const staff = await createStudentAs(() => t().app, 'monitor@demo.ch', { email: 'employee@demo.ch' });
    const conflict = await call('monitor@demo.ch', 'POST', `/api/students/${staff}/credentials`);
    expect(conflict.statusCode).toBe(409);
    for (const id of [without, staff]) {
      expect((await studentRow(id))?.userId).toBeNull();
      expect(await credentialEvents(id)).toEqual([]);
      expect(await db().select().from(messages).where(eq(messages.studentId, id))).toEqual([]);
    }
  });
});

describe('communications of a student', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);

  it('lists the last 50 messages concerning him, newest first', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const other = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const start = Date.parse('2026-03-01T08:00:00Z');
    await t()
      .database.db.insert(messages)
      .values([
        ...Array.from({ length: 55 }, (_, index) => ({
          channel: index % 2 ? ('sms' as const) : ('email' as const),
          recipient: '+41781234567',
          subject: index % 2 ? null : `Rappel ${index}`,
          body: `Message ${index}`,
          studentId: id,
          kind: 'reminder' as const,
          status: 'sent' as const,
          createdAt: new Date(start + index * 60_000),
        })),
        {
          channel: 'email' as const,
          kind: 'other' as const,
          recipient: 'x@example.com',
          body: 'Autre élève',
          studentId: other,
          status: 'sent' as const,
        },
      ]);
    const list = (await call('monitor@demo.ch', 'GET', `/api/students/${id}/communications`)).json().data;
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ body: 'Message 54', channel: 'email', subject: 'Rappel 54', sender: null });
    expect(list[1]).toMatchObject({ body: 'Message 53', channel: 'sms', subject: null });
    expect(list.at(-1).body).toBe('Message 5');
  });
});
