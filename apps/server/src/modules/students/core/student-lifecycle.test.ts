import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, studentEvents, studentMonitors, users } from '../../../db/schema';
import { lastMessageTo } from '../../../test/outbox';
import { callAs, createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

describe('student lifecycle', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const monitorIds: Record<string, string> = {};
  const listIds = async (email: string, query = 'archived=true&pageSize=100') =>
    ((await call(email, 'GET', `/api/students?${query}`)).json().data as { id: string }[]).map((line) => line.id);
  const trail = async (email: string, id: string) =>
    (await call(email, 'GET', `/api/students/${id}/events`)).json().data as {
      action: string;
      actor: string;
      details: Record<string, unknown> | null;
    }[];

  beforeAll(async () => {
    const rows = await t().database.db.select({ id: users.id, email: users.email }).from(users);
    for (const row of rows) monitorIds[row.email] = row.id;
  });

  it('archives and unarchives, each once in the trail, and the list hides archived students', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const archived = await call('monitor@demo.ch', 'POST', `/api/students/${id}/archive`);
    expect(archived.json().data.archived).toBe(true);
    expect(await listIds('monitor@demo.ch', 'pageSize=100')).not.toContain(id);
    expect(await listIds('monitor@demo.ch')).toContain(id);
    // Archiving twice changes nothing more.
    await call('monitor@demo.ch', 'POST', `/api/students/${id}/archive`);
    const unarchived = await call('monitor@demo.ch', 'POST', `/api/students/${id}/unarchive`);
    expect(unarchived.json().data.archived).toBe(false);
    expect(await listIds('monitor@demo.ch', 'pageSize=100')).toContain(id);
    expect((await trail('monitor@demo.ch', id)).map((event) => [event.action, event.actor])).toEqual([
      ['unarchived', 'Marco Rossi'],
      ['archived', 'Marco Rossi'],
      ['created', 'Marco Rossi'],
    ]);
  });

  it('transfers to monitor@demo.ch: in his list, told by e-mail in Italian, the head keeps seeing him', async () => {
    const id = await createStudentAs(() => t().app, 'head@demo.ch', { name: 'Transféré', firstname: 'Paul' });
    const response = await call('head@demo.ch', 'POST', `/api/students/${id}/transfer`, {
      monitorId: monitorIds['monitor@demo.ch'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.owner).toMatchObject({ email: 'monitor@demo.ch', firstname: 'Marco' });
    expect(await listIds('monitor@demo.ch')).toContain(id);
    expect(await listIds('head@demo.ch')).toContain(id);

    const sheet = (await call('monitor@demo.ch', 'GET', `/api/students/${id}`)).json().data;
    expect(sheet.access).toBe('owner');
    expect(sheet.monitors).toEqual([expect.objectContaining({ email: 'monitor@demo.ch', access: 'owner' })]);

    const mail = await lastMessageTo(t().app, 'monitor@demo.ch', 'email');
    expect(mail.subject).toBe('Le è stato trasferito un allievo');
    expect(mail.body).toContain("Hélène Chef le ha trasferito l'allievo Paul Transféré");
    expect(mail.body).toContain(`/students/profile?id=${id}`);
    const [outbox] = await t().database.db.select().from(messages).where(eq(messages.studentId, id));
    expect(outbox?.senderId).toBe(monitorIds['head@demo.ch']);

    expect((await trail('monitor@demo.ch', id))[0]).toMatchObject({
      action: 'transferred',
      actor: 'Hélène Chef',
      details: { from: 'Hélène Chef', to: 'Marco Rossi', toId: monitorIds['monitor@demo.ch'] },
    });
  });

  it('takes a student out of the former monitor’s list when he transfers him away', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const response = await call('monitor@demo.ch', 'POST', `/api/students/${id}/transfer`, {
      monitorId: monitorIds['head@demo.ch'],
    });
    expect(response.statusCode).toBe(200);
    expect(await listIds('monitor@demo.ch')).not.toContain(id);
    expect((await call('monitor@demo.ch', 'GET', `/api/students/${id}`)).statusCode).toBe(404);
    const sheet = (await call('head@demo.ch', 'GET', `/api/students/${id}`)).json().data;
    expect(sheet.monitors.map((monitor: { email: string; access: string }) => [monitor.email, monitor.access])).toEqual(
      [['head@demo.ch', 'owner']],
    );
    expect((await lastMessageTo(t().app, 'head@demo.ch', 'email')).subject).toBe('Un élève vous a été transféré');
  });

  it('refuses to transfer to anyone but another monitor of the school, naming body.monitorId', async () => {
    const id = await createStudentAs(() => t().app, 'head@demo.ch');
    for (const email of ['ceresio@demo.ch', 'employee@demo.ch', 'student@demo.ch', 'head@demo.ch']) {
      const response = await call('head@demo.ch', 'POST', `/api/students/${id}/transfer`, {
        monitorId: monitorIds[email],
      });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().error.details[0].field, email).toBe('body.monitorId');
    }
    const events = await t().database.db.select().from(studentEvents).where(eq(studentEvents.studentId, id));
    expect(events.map((event) => event.action)).toEqual(['created']);
  });

  it('shares read-only, then read-write; only the managing monitor shares or transfers', async () => {
    const id = await createStudentAs(() => t().app, 'head@demo.ch');
    const monitorId = monitorIds['monitor@demo.ch'];
    const shared = await call('head@demo.ch', 'POST', `/api/students/${id}/shares`, { monitorId, access: 'read' });
    expect(shared.statusCode).toBe(201);
    expect(shared.json().data.monitors).toHaveLength(2);
    expect(await listIds('monitor@demo.ch')).toContain(id);
    expect((await call('monitor@demo.ch', 'POST', `/api/students/${id}/archive`)).statusCode).toBe(403);

    const again = await call('head@demo.ch', 'POST', `/api/students/${id}/shares`, { monitorId, access: 'write' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_linked');

    const changed = await call('head@demo.ch', 'PUT', `/api/students/${id}/shares/${monitorId}`, { access: 'write' });
    expect(changed.statusCode).toBe(200);
    expect((await call('monitor@demo.ch', 'POST', `/api/students/${id}/archive`)).statusCode).toBe(200);
    const transfer = await call('monitor@demo.ch', 'POST', `/api/students/${id}/transfer`, { monitorId });
    expect(transfer.statusCode).toBe(403);
    const reshare = await call('monitor@demo.ch', 'PUT', `/api/students/${id}/shares/${monitorId}`, { access: 'read' });
    expect(reshare.statusCode).toBe(403);

    const toOtherSchool = await call('head@demo.ch', 'POST', `/api/students/${id}/shares`, {
      monitorId: monitorIds['ceresio@demo.ch'],
      access: 'read',
    });
    expect(toOtherSchool.statusCode).toBe(400);
    expect(toOtherSchool.json().error.details[0].field).toBe('body.monitorId');

    expect((await trail('head@demo.ch', id)).map((event) => [event.action, event.details])).toEqual([
      ['archived', null],
      ['shareChanged', { monitorId, monitor: 'Marco Rossi', access: 'write', previousAccess: 'read' }],
      ['shared', { monitorId, monitor: 'Marco Rossi', access: 'read' }],
      ['created', null],
    ]);
  });

  it('unlinks: a sharing monitor himself, the manager any share, never the manager', async () => {
    const monitorId = monitorIds['monitor@demo.ch'];
    const headId = monitorIds['head@demo.ch'];
    const id = await createStudentAs(() => t().app, 'head@demo.ch');
    await call('head@demo.ch', 'POST', `/api/students/${id}/shares`, { monitorId, access: 'read' });

    const owner = await call('head@demo.ch', 'DELETE', `/api/students/${id}/shares/${headId}`);
    expect(owner.statusCode).toBe(409);
    const byShare = await call('monitor@demo.ch', 'DELETE', `/api/students/${id}/shares/${headId}`);
    expect(byShare.statusCode).toBe(403);

    const himself = await call('monitor@demo.ch', 'DELETE', `/api/students/${id}/shares/${monitorId}`);
    expect(himself.json().data).toEqual({ unlinked: true });
    expect((await call('monitor@demo.ch', 'GET', `/api/students/${id}`)).statusCode).toBe(404);
    expect((await call('head@demo.ch', 'DELETE', `/api/students/${id}/shares/${monitorId}`)).statusCode).toBe(404);

    await call('head@demo.ch', 'POST', `/api/students/${id}/shares`, { monitorId, access: 'write' });
    expect((await call('head@demo.ch', 'DELETE', `/api/students/${id}/shares/${monitorId}`)).statusCode).toBe(200);
    const links = await t().database.db.select().from(studentMonitors).where(eq(studentMonitors.studentId, id));
    expect(links.map((link) => link.access)).toEqual(['owner']);
    expect((await trail('head@demo.ch', id)).map((event) => [event.action, event.actor])).toEqual([
      ['unlinked', 'Hélène Chef'],
      ['shared', 'Hélène Chef'],
      ['unlinked', 'Marco Rossi'],
      ['shared', 'Hélène Chef'],
      ['created', 'Hélène Chef'],
    ]);
  });

  it('gives another school’s monitor a 404 on sharing routes of a demo student', async () => {
    const id = await createStudentAs(() => t().app, 'head@demo.ch');
    const monitorId = monitorIds['monitor@demo.ch'];
    expect(
      (await call('ceresio@demo.ch', 'PUT', `/api/students/${id}/shares/${monitorId}`, { access: 'read' })).statusCode,
    ).toBe(404);
    expect((await call('ceresio@demo.ch', 'DELETE', `/api/students/${id}/shares/${monitorId}`)).statusCode).toBe(404);
  });
});
