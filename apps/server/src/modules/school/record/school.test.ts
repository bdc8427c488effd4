import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendars, courses, schools, users } from '../../../db/schema';
import { DEMO_LICENCE_KEYS, DEMO_PASSWORD } from '../../../db/seed/demo';
import { hashPassword } from '../../../lib/passwords';
import { multipartFile } from '../../../test/multipart';
import { pngOf } from '../../../test/png';
import { bearer, tokenFor } from '../../../test/sign-in';
import { callAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

const record = {
  name: 'Auto-école Démo',
  street: 'Avenue de la Gare',
  houseNumber: '1',
  postcode: '1003',
  city: 'Lausanne',
  country: 'CH',
  billing: null,
  phone: '021 312 34 56',
  email: 'contact@auto-ecole-demo.ch',
  website: 'www.auto-ecole-demo.ch',
  vatNumber: 'CHE-116.281.710 TVA',
  iban: 'CH93 0076 2011 6238 5295 7',
  defaultLanguage: 'fr',
};

describe('the driving school record', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const school = async (email = 'head@demo.ch') => (await call(email, 'GET', '/api/school')).json().data;
  /** The school's screens want the admin licence: one of the demo keys left to activate. */
  const giveLicence = async (email: string, key: string) =>
    expect((await call(email, 'POST', '/api/licences/activate', { key })).statusCode).toBe(200);

  beforeAll(() => giveLicence('ceresio@demo.ch', DEMO_LICENCE_KEYS.toActivate[0] as string));

  it('is read by its members, the administrator told apart, and its address in QR-bill parts', async () => {
    const read = await school();
    expect(read).toMatchObject({
      name: 'Auto-école Démo',
      street: 'Avenue de la Gare',
      houseNumber: '1',
      postcode: '1003',
      city: 'Lausanne',
      vatNumber: 'CHE-116.281.710 TVA',
      qrIban: true,
      administrator: true,
    });
    expect(await school('employee@demo.ch')).toMatchObject({ id: read.id, administrator: false });
    expect((await school('ceresio@demo.ch')).name).toBe('Scuola guida Ceresio');
  });

  it('is changed by an administrator: numbers written as people write them, stored as invoices want them', async () => {
    const before = await school();
    const response = await call('head@demo.ch', 'PUT', '/api/school', {
      ...record,
      billing: { street: 'Case postale', houseNumber: '12', postcode: '1001', city: 'Lausanne', country: 'CH' },
      version: before.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      version: before.version + 1,
      phone: '+41213123456',
      website: 'https://www.auto-ecole-demo.ch',
      iban: 'CH9300762011623852957',
      qrIban: false,
      billing: { street: 'Case postale', houseNumber: '12', postcode: '1001' },
    });
  });

  it('refuses a wrong VAT number or IBAN with the field named, and writes nothing', async () => {
    const before = await school();
    for (const [field, value] of [
      ['vatNumber', 'CHE-116.281.711 MWST'],
      ['iban', 'CH93 0076 2011 6238 5295 8'],
      ['iban', 'DE89 3704 0044 0532 0130 00'],
      ['postcode', ''],
      ['name', 'x'.repeat(71)],
    ] as const) {
      const response = await call('head@demo.ch', 'PUT', '/api/school', {
        ...record,
        name: 'Nouveau nom',
        [field]: value,
        version: before.version,
      });
      expect(response.statusCode, `${field} ${value}`).toBe(400);
      expect(response.json().error.details.map((detail: { field: string }) => detail.field)).toContain(`body.${field}`);
    }
    const response = await call('head@demo.ch', 'PUT', '/api/school', {
      ...record,
      street: 'Rue\u0007 du Lac',
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    expect(await school()).toEqual(before);
  });

  it('refuses a change made at an older version, and anyone but an administrator', async () => {
    const before = await school();
    const stale = await call('head@demo.ch', 'PUT', '/api/school', { ...record, version: before.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_version');
    const monitor = await call('monitor@demo.ch', 'PUT', '/api/school', { ...record, version: before.version });
    expect(monitor.statusCode).toBe(403);
    const employee = await call('employee@demo.ch', 'PUT', '/api/school', { ...record, version: before.version });
    expect(employee.statusCode).toBe(403);
    // Another school's head changes his own school, never this one.
    const other = await school('ceresio@demo.ch');
    const theirs = await call('ceresio@demo.ch', 'PUT', '/api/school', {
      ...record,
      name: 'Scuola guida Ceresio SA',
      version: other.version,
    });
    expect(theirs.json().data.id).toBe(other.id);
    expect((await school()).name).toBe(before.name);
  });

  it('takes a logo that is an image of at least 185×50 px, refuses anything else by its content', async () => {
    const token = await tokenFor(t().app, 'head@demo.ch');
    const upload = (content: Buffer, name = 'logo.png') => {
      const body = multipartFile('file', name, content);
      return t().app.inject({
        method: 'PUT',
        url: '/api/school/logo',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    };

    const small = await upload(pngOf(120, 40));
    expect(small.statusCode).toBe(400);
    expect(small.json().error.details[0]).toMatchObject({ field: 'file', rule: 'too_small' });
    const text = await upload(Buffer.from('not a picture at all'), 'logo.png');
    expect(text.json().error.details[0]).toMatchObject({ field: 'file', rule: 'not_an_image' });
    const tooLarge = await upload(Buffer.alloc(1024 * 1024 + 10, 1));
    expect(tooLarge.statusCode).toBe(413);

    expect((await upload(pngOf(200, 60))).statusCode).toBe(200);
    expect((await school()).hasLogo).toBe(true);
    const logo = await call('employee@demo.ch', 'GET', '/api/school/logo');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect((await call('ceresio@demo.ch', 'GET', '/api/school/logo')).statusCode).toBe(404);
    expect((await call('head@demo.ch', 'DELETE', '/api/school/logo')).statusCode).toBe(200);
    expect((await school()).hasLogo).toBe(false);
  });

  it('is founded by an instructor who belongs to none, with what he made before', async () => {
    const db = t().database.db;
    const [monitor] = await db
      .insert(users)
      .values({
        email: 'founder@example.ch',
        role: 'monitor',
        firstname: 'Fanny',
        name: 'Fondatrice',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        confirmedAt: new Date(),
      })
      .returning();
    if (!monitor) throw new Error('no monitor');
    await t().app.accountSetup(db, monitor);
    await giveLicence('founder@example.ch', DEMO_LICENCE_KEYS.toActivate[1] as string);
    expect(await school('founder@example.ch')).toBeNull();

    const created = await call('founder@example.ch', 'POST', '/api/school', { ...record, name: 'École Fanny' });
    expect(created.statusCode, created.body).toBe(201);
    const founded = created.json().data;
    expect(founded).toMatchObject({ name: 'École Fanny', administrator: true });
    const [own] = await db.select().from(users).where(eq(users.id, monitor.id));
    expect(own).toMatchObject({ schoolId: founded.id, isSchoolHead: true });
    const ownCalendars = await db.select().from(calendars).where(eq(calendars.ownerId, monitor.id));
    const ownCourses = await db.select().from(courses).where(eq(courses.ownerId, monitor.id));
    expect([...ownCalendars, ...ownCourses].every((row) => row.schoolId === founded.id)).toBe(true);

    const again = await call('founder@example.ch', 'POST', '/api/school', record);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_in_school');
    expect((await call('head@demo.ch', 'POST', '/api/school', record)).json().error.code).toBe('already_in_school');
    expect(await db.select().from(schools).where(eq(schools.name, 'Auto-école Démo'))).toHaveLength(1);
  });
});
