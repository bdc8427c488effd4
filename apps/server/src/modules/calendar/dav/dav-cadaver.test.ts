import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDebianPackage } from '../../../test/debian-package';
import { runClient } from '../../../test/run-client';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

/**
 * A real WebDAV client from Debian's packages (cadaver 0.24, `apt-get install -y cadaver`), driven
 * by a script on its standard input, credentials from a `.netrc`: its LOCK of an event is answered
 * 405 with the methods the event does answer (RFC 9110 §15.5.6), never a JSON 404. cadaver talks
 * through a pass-through TCP proxy that keeps what the server answered, headers included.
 */
const CADAVER = process.env.CADAVER_PATH ?? '/usr/bin/cadaver';

function cadaver(url: string, home: string, script: string): Promise<{ code: number | null; output: string }> {
  return runClient(CADAVER, [url], { PATH: process.env.PATH, HOME: home, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' }, script);
}

describe('CalDAV with cadaver (a WebDAV client that locks)', () => {
  const t = useTestApp();
  let home = '';
  let port = 0;
  let password = '';
  let proxy: Server | undefined;
  let answered = '';

  const api = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, 'head@demo.ch')) });

  beforeAll(async () => {
    ensureDebianPackage(CADAVER, 'cadaver');
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    const serverPort = (t().app.server.address() as AddressInfo).port;
    proxy = createServer((client) => {
      const server = connect(serverPort, '127.0.0.1');
      client.pipe(server);
      server.on('data', (chunk) => {
        answered += chunk.toString('latin1');
      });
      server.pipe(client);
      client.on('error', () => server.destroy());
      server.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
    port = (proxy.address() as AddressInfo).port;
    password = (await api('POST', '/api/accounts/me/app-passwords', { label: 'cadaver' })).json().data.password;
    home = await mkdtemp(join(tmpdir(), 'ds-cadaver-'));
    await writeFile(join(home, '.netrc'), `machine 127.0.0.1\nlogin head@demo.ch\npassword ${password}\n`, {
      mode: 0o600,
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    if (home) await rm(home, { recursive: true, force: true });
  });

  it('LOCK of an event: 405 with Allow, the event untouched', async () => {
    const calendar = (await api('GET', '/api/calendars')).json().data.find((each: { main: boolean }) => each.main);
    const created = await api('POST', '/api/appointments', {
      calendarId: calendar.id,
      title: 'Leçon à verrouiller',
      start: '2027-04-12T08:00:00.000Z',
      end: '2027-04-12T09:00:00.000Z',
      allowOverlap: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const appointment = created.json().data;
    const user = await t().database.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, 'head@demo.ch'),
    });
    const collection = `http://127.0.0.1:${port}/dav/calendars/${user?.id}/${calendar.id}/`;

    const result = await cadaver(collection, home, `ls\nlock ${appointment.id}.ics\nquit\n`);
    // cadaver signed in (its listing shows the event) and reports the refusal.
    expect(result.output).toContain(`${appointment.id}.ics`);
    expect(result.output).toMatch(/Locking .*failed:\s*405 Method Not Allowed/);
    // The server's own answer to the LOCK: 405, with Allow naming what an event answers.
    const lockAnswer = answered.split(/(?=HTTP\/1\.1 \d{3})/).find((response) => response.startsWith('HTTP/1.1 405'));
    expect(lockAnswer, answered).toBeDefined();
    expect(lockAnswer).toMatch(/\r\nallow: OPTIONS, GET, HEAD, PUT, DELETE, PROPFIND, PROPPATCH, REPORT\r\n/i);
    expect(lockAnswer).toMatch(/\r\ncontent-type: application\/xml/i);
    expect(lockAnswer).toContain('code="method_not_allowed"');
    // Nothing changed: no lock, the same version.
    const after = (await api('GET', `/api/appointments/${appointment.id}`)).json().data;
    expect(after.version).toBe(appointment.version);
  });
});
