import { mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDebianPackage } from '../../../test/debian-package';
import { runClient } from '../../../test/run-client';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

/**
 * A real CalDAV client from Debian's packages (vdirsyncer 0.19, `apt-get install -y vdirsyncer`)
 * syncing the head's calendar with a directory of .ics files, both ways: what the app books
 * appears as a file, a file added, changed or removed reaches the app, and the app's changes
 * and deletions reach the files. vdirsyncer parses XML with default namespaces and lists with
 * PROPFIND Depth 1, unlike tsdav.
 */
const VDIRSYNCER = process.env.VDIRSYNCER_PATH ?? '/usr/bin/vdirsyncer';

function run(args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<{ code: number | null; output: string }> {
  return runClient(VDIRSYNCER, args, env, input);
}

describe('CalDAV with vdirsyncer (two-way sync)', () => {
  const t = useTestApp();
  let home = '';
  let env: NodeJS.ProcessEnv = {};
  let calendarDir = '';
  let calendarId = '';

  const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, 'head@demo.ch')) });
  const vdirsyncer = async (...args: string[]) => {
    // `discover` asks whether to create the local collection: yes.
    const result = await run(['-c', join(home, 'config'), ...args], env, 'y\n'.repeat(10));
    expect(result.code, result.output).toBe(0);
    return result.output;
  };
  const localFiles = async () => {
    const names = (await readdir(calendarDir)).filter((name) => name.endsWith('.ics'));
    return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(calendarDir, name), 'utf8') })));
  };
  const fileWith = async (text: string) => (await localFiles()).find((file) => file.text.includes(text));
  const march = async () =>
    (await api('GET', '/api/appointments?from=2027-03-01T00:00:00%2B01:00&to=2027-03-08T00:00:00%2B01:00')).json()
      .data as { id: string; title: string; start: string; version: number }[];

  beforeAll(async () => {
    ensureDebianPackage(VDIRSYNCER, 'vdirsyncer');
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t().app.server.address() as AddressInfo).port;
    const password = (await api('POST', '/api/accounts/me/app-passwords', { label: 'vdirsyncer' })).json().data
      .password;
    calendarId = (await api('GET', '/api/calendars'))
      .json()
      .data.find((calendar: { main: boolean }) => calendar.main).id;
    home = await mkdtemp(join(tmpdir(), 'ds-vdirsyncer-'));
    calendarDir = join(home, 'calendars', calendarId);
    env = {
      PATH: process.env.PATH,
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_DATA_HOME: join(home, '.local', 'share'),
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
    };
    await writeFile(
      join(home, 'config'),
      [
        '[general]',
        `status_path = "${join(home, 'status')}/"`,
        '',
        '[pair lessons]',
        'a = "lessons_remote"',
        'b = "lessons_local"',
        `collections = ["${calendarId}"]`,
        'conflict_resolution = "a wins"',
        '',
        '[storage lessons_remote]',
        'type = "caldav"',
        `url = "http://127.0.0.1:${port}/dav/"`,
        'username = "head@demo.ch"',
        `password = "${password}"`,
        '',
        '[storage lessons_local]',
        'type = "filesystem"',
        `path = "${join(home, 'calendars')}/"`,
        'fileext = ".ics"',
        '',
      ].join('\n'),
    );
  });
  afterAll(() => (home ? rm(home, { recursive: true, force: true }) : undefined));

  it('discovers the calendar and brings the app’s appointments into files', { timeout: 120_000 }, async () => {
    const booked = await api('POST', '/api/appointments', {
      title: 'Leçon pour vdirsyncer',
      start: '2027-03-01T09:00:00+01:00',
      end: '2027-03-01T10:00:00+01:00',
    });
    expect(booked.statusCode).toBe(201);
    await vdirsyncer('discover');
    await vdirsyncer('sync');
    const file = await fileWith('SUMMARY:Leçon pour vdirsyncer');
    expect(file?.text).toContain('DTSTART;TZID=Europe/Zurich:20270301T090000');
    expect(file?.text).toContain(`UID:${booked.json().data.id}`);
  });

  it('sends a file added on the computer to the app, and a change made there back', { timeout: 120_000 }, async () => {
    await writeFile(
      join(calendarDir, 'added-locally.ics'),
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//vdirsyncer test//EN',
        'BEGIN:VEVENT',
        'UID:added-locally@vdirsyncer.test',
        'DTSTAMP:20270101T000000Z',
        'DTSTART;TZID=Europe/Zurich:20270302T140000',
        'DTEND;TZID=Europe/Zurich:20270302T153000',
        'SUMMARY:Ajouté sur l’ordinateur',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    await vdirsyncer('sync');
    expect(await march()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Ajouté sur l’ordinateur',
          start: '2027-03-02T13:00:00.000Z',
          end: '2027-03-02T14:30:00.000Z',
        }),
      ]),
    );

    const seeded = (await march()).find((appointment) => appointment.title === 'Leçon pour vdirsyncer');
    if (!seeded) throw new Error('the booked lesson is missing');
    const current = (await api('GET', `/api/appointments/${seeded.id}`)).json().data;
    const renamed = await api('PUT', `/api/appointments/${seeded.id}`, {
      ...current,
      title: 'Leçon renommée dans l’app',
      courseId: null,
      studentIds: [],
      infrastructureIds: [],
      vehicleIds: [],
    });
    expect(renamed.statusCode).toBe(200);
    await vdirsyncer('sync');
    expect(await fileWith('SUMMARY:Leçon renommée dans l’app')).toBeDefined();
    expect(await fileWith('SUMMARY:Leçon pour vdirsyncer')).toBeUndefined();
  });

  it('changes and deletes both ways', { timeout: 120_000 }, async () => {
    // A change on the computer reaches the app.
    const added = await fileWith('UID:added-locally@vdirsyncer.test');
    if (!added) throw new Error('the added file is missing');
    await writeFile(
      join(calendarDir, added.name),
      added.text.replace(/SUMMARY:[^\r\n]*/, 'SUMMARY:Changé sur l’ordinateur'),
    );
    await vdirsyncer('sync');
    expect((await march()).map((appointment) => appointment.title).sort()).toEqual([
      'Changé sur l’ordinateur',
      'Leçon renommée dans l’app',
    ]);

    // A file removed on the computer removes the appointment; one deleted in the app removes the file.
    const renamed = await fileWith('SUMMARY:Leçon renommée dans l’app');
    if (!renamed) throw new Error('the renamed file is missing');
    await unlink(join(calendarDir, renamed.name));
    const changed = (await march()).find((appointment) => appointment.title === 'Changé sur l’ordinateur');
    expect((await api('DELETE', `/api/appointments/${changed?.id}`)).statusCode).toBe(200);
    await vdirsyncer('sync');
    expect(await march()).toEqual([]);
    expect(await fileWith('UID:added-locally@vdirsyncer.test')).toBeUndefined();
  });
});
