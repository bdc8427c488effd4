import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentEvents, students } from '../../../db/schema';
import { callAs, createStudentAs, studentPayload } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

const fieldsOf = (body: { error: { details: { field: string }[] } }) =>
  body.error.details.map((detail) => detail.field);
const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('student records', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const countStudents = async () => (await t().database.db.select({ id: students.id }).from(students)).length;

  it('records a student with every field; the creator manages him and the trail says so', async () => {
    const created = await call(
      'monitor@demo.ch',
      'POST',
      '/api/students',
      studentPayload({
        gender: 'nonbinary',
        name: 'Schnyder',
        firstname: 'Maël',
        faber: '123.456-78 9',
        email: 'mael.schnyder@example.com',
        mobile: '+41 77 000 00 00',
        originPlace: 'Sion',
        registryNumber: '756.1234.5678.97',
        language: 'de',
        comments: 'Préfère les leçons du soir',
        billing: { street: 'Case postale', houseNumber: '12', postcode: '1951', city: 'Sion', country: 'CH' },
      }),
    );
    expect(created.statusCode).toBe(201);
    const student = created.json().data;
    expect(student).toMatchObject({
      gender: 'nonbinary',
      name: 'Schnyder',
      firstname: 'Maël',
      faber: '123456789',
      mobile: '+41770000000',
      street: 'Rue Centrale',
      houseNumber: '1',
      billing: { street: 'Case postale', houseNumber: '12', postcode: '1951', city: 'Sion', country: 'CH' },
      archived: false,
      pending: false,
      passed: false,
      hasLogin: false,
      access: 'owner',
      createdBy: { firstname: 'Marco', name: 'Rossi' },
      training: { insurance: false, awarenessDays: [null, null, null, null], desiredCategories: [] },
      monitors: [{ firstname: 'Marco', name: 'Rossi', access: 'owner' }],
    });
    const [row] = await t().database.db.select().from(students).where(eq(students.id, student.id));
    expect(row?.searchText).toBe(
      'schnyder mael 123456789 mael.schnyder@example.com +41770000000 41770000000 0770000000',
    );

    const events = await call('monitor@demo.ch', 'GET', `/api/students/${student.id}/events`);
    expect(events.json().data).toMatchObject([{ action: 'created', actor: 'Marco Rossi', details: null }]);
  });

  it('accepts a FABER of 8 to 12 digits with dots, spaces or dashes, and refuses 7 or 13 naming body.faber', async () => {
    const cases: [string, number, string | null][] = [
      ['1234567', 400, null],
      ['12345678', 201, '12345678'],
      ['123456789012', 201, '123456789012'],
      ['1234567890123', 400, null],
      ['98.76 54-32', 201, '98765432'],
      ['1234567A', 400, null],
      ['', 400, null],
    ];
    for (const [faber, status, stored] of cases) {
      const response = await call('head@demo.ch', 'POST', '/api/students', studentPayload({ faber }));
      expect(response.statusCode, faber).toBe(status);
      if (status === 400) expect(fieldsOf(response.json()), faber).toEqual(['body.faber']);
      else expect(response.json().data.faber).toBe(stored);
    }
  });

  it('takes a mobile as Swiss people write it, stored in E.164; a landline or nonsense is 400 naming the field', async () => {
    const cases: [string, number, string | null][] = [
      ['079 123 45 67', 201, '+41791234567'],
      ['079.123.45.67', 201, '+41791234567'],
      ['+41 (0)79 123 45 67', 201, '+41791234567'],
      ['+41 77 000 00 00', 201, '+41770000000'],
      ['0041 79 123 45 67', 201, '+41791234567'],
      ['+33 6 12 34 56 78', 201, '+33612345678'],
      ['021 312 34 56', 400, null],
      ['+41 21 312 34 56', 400, null],
      ['079 123 45', 400, null],
      ['not a number', 400, null],
    ];
    for (const [mobile, status, stored] of cases) {
      const response = await call('head@demo.ch', 'POST', '/api/students', studentPayload({ mobile }));
      expect(response.statusCode, mobile).toBe(status);
      if (status === 400) expect(fieldsOf(response.json()), mobile).toEqual(['body.mobile']);
      else expect(response.json().data.mobile).toBe(stored);
    }

    const id = await createStudentAs(() => t().app, 'monitor@demo.ch', { mobile: '079 123 45 67' });
    const [row] = await t().database.db.select().from(students).where(eq(students.id, id));
    expect(row?.mobile).toBe('+41791234567');
    expect(row?.searchText).toContain('0791234567');
  });

  it('saves a typed city for a postcode the directory lacks, at home and for billing', async () => {
    const response = await call(
      'head@demo.ch',
      'POST',
      '/api/students',
      studentPayload({
        postcode: '9999',
        city: 'Neuquartier',
        billing: { street: 'Case postale', houseNumber: '3', postcode: '1099', city: 'Hameau-Neuf', country: 'CH' },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      postcode: '9999',
      city: 'Neuquartier',
      billing: { postcode: '1099', city: 'Hameau-Neuf' },
    });
  });

  it('keeps street and building number apart, at home and for billing, through a create, a read and a change', async () => {
    const created = await call(
      'monitor@demo.ch',
      'POST',
      '/api/students',
      studentPayload({
        street: ' Avenue de la Gare ',
        houseNumber: '12b',
        billing: { street: 'Bahnhofstrasse', houseNumber: '10a', postcode: '8001', city: 'Zürich' },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const [row] = await t().database.db.select().from(students).where(eq(students.id, id));
    expect(row).toMatchObject({
      street: 'Avenue de la Gare',
      houseNumber: '12b',
      billingStreet: 'Bahnhofstrasse',
      billingHouseNumber: '10a',
      billingPostcode: '8001',
      billingCity: 'Zürich',
      billingCountry: 'CH',
    });
    const read = (await call('monitor@demo.ch', 'GET', `/api/students/${id}`)).json().data;
    expect(read).toMatchObject({
      street: 'Avenue de la Gare',
      houseNumber: '12b',
      postcode: '1003',
      city: 'Lausanne',
      country: 'CH',
      billing: { street: 'Bahnhofstrasse', houseNumber: '10a', postcode: '8001', city: 'Zürich', country: 'CH' },
    });
    expect(read).not.toHaveProperty('address');

    // A place without street names: street and number left out; bills go home again.
    const changed = await call('monitor@demo.ch', 'PUT', `/api/students/${id}`, {
      ...studentPayload({ faber: read.faber, street: null, houseNumber: null, postcode: '1599', city: 'Aumont' }),
      version: read.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ street: null, houseNumber: null, city: 'Aumont', billing: null });
    const [after] = await t().database.db.select().from(students).where(eq(students.id, id));
    expect(after).toMatchObject({ street: null, houseNumber: null, billingStreet: null, billingHouseNumber: null });
    const events = (await call('monitor@demo.ch', 'GET', `/api/students/${id}/events`)).json().data;
    expect(events[0].details.fields).toEqual(
      expect.arrayContaining(['street', 'houseNumber', 'billingStreet', 'billingHouseNumber']),
    );
  });

  it('answers 400 naming the field for every other rule, and writes nothing', async () => {
    const before = await countStudents();
    const cases: [Record<string, unknown>, string][] = [
      [{ birthDate: '2001-02-31' }, 'body.birthDate'],
      [{ birthDate: isoDaysFromNow(2) }, 'body.birthDate'],
      [{ birthDate: '31.01.2001' }, 'body.birthDate'],
      [{ postcode: '' }, 'body.postcode'],
      [{ city: '' }, 'body.city'],
      [{ name: '  ' }, 'body.name'],
      [{ firstname: '' }, 'body.firstname'],
      [{ email: 'no-at-sign' }, 'body.email'],
      [{ gender: 'other' }, 'body.gender'],
      [{ country: 'AT' }, 'body.country'],
      // The lengths a QR-bill allows for a structured address.
      [{ street: 'x'.repeat(71) }, 'body.street'],
      [{ houseNumber: '1'.repeat(17) }, 'body.houseNumber'],
      [{ postcode: '1'.repeat(17) }, 'body.postcode'],
      [{ city: 'x'.repeat(36) }, 'body.city'],
      [{ billing: { street: '', postcode: '1951', city: 'Sion' } }, 'body.billing.street'],
      [{ billing: { street: 'x'.repeat(71), postcode: '1951', city: 'Sion' } }, 'body.billing.street'],
      [
        { billing: { street: 'Rue du Rhône', houseNumber: '1'.repeat(17), postcode: '1951', city: 'Sion' } },
        'body.billing.houseNumber',
      ],
    ];
    for (const [change, field] of cases) {
      const response = await call('head@demo.ch', 'POST', '/api/students', studentPayload(change));
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response.json()), field).toEqual([field]);
    }
    expect(await countStudents()).toBe(before);
  });

  it('refuses a FABER another student of the school holds: 409 faber_taken, nothing written', async () => {
    const faber = '44.555.666';
    await createStudentAs(() => t().app, 'head@demo.ch', { faber });
    const before = await countStudents();
    const duplicate = await call('monitor@demo.ch', 'POST', '/api/students', studentPayload({ faber: '44555666' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({ code: 'faber_taken', details: [{ field: 'body.faber' }] });
    expect(await countStudents()).toBe(before);

    // Another school may record the same person.
    expect((await call('ceresio@demo.ch', 'POST', '/api/students', studentPayload({ faber }))).statusCode).toBe(201);
  });

  it('replaces the identity, keeps the search text current and records which fields changed', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const updated = await call('monitor@demo.ch', 'PUT', `/api/students/${id}`, {
      ...studentPayload({ name: 'Gonçalves', firstname: 'Inês', faber: '66.777.888' }),
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Gonçalves', firstname: 'Inês', faber: '66777888' });
    const [row] = await t().database.db.select().from(students).where(eq(students.id, id));
    expect(row?.searchText).toMatch(/^goncalves ines 66777888 /);

    const events = (await call('monitor@demo.ch', 'GET', `/api/students/${id}/events`)).json().data;
    expect(events.map((event: { action: string }) => event.action)).toEqual(['updated', 'created']);
    expect(events[0].details.fields).toEqual(expect.arrayContaining(['name', 'firstname', 'faber', 'email']));

    const taken = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const takenFaber = (await call('monitor@demo.ch', 'GET', `/api/students/${taken}`)).json().data.faber;
    const clash = await call('monitor@demo.ch', 'PUT', `/api/students/${id}`, {
      ...studentPayload({ faber: takenFaber }),
      version: 2,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('faber_taken');
    expect((await call('monitor@demo.ch', 'GET', `/api/students/${id}`)).json().data.faber).toBe('66777888');
  });

  it('keeps his own FABER when saved unchanged', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch', { faber: '77000111' });
    const saved = await call('monitor@demo.ch', 'PUT', `/api/students/${id}`, {
      ...studentPayload({ faber: '77000111' }),
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('saves the training info of spec §3', async () => {
    const id = await createStudentAs(() => t().app, 'head@demo.ch');
    const training = {
      validUntil: '2027-06-30',
      profession: 'Apprentie fleuriste',
      desiredCategories: ['B', 'A1'],
      ownedCategories: ['M'],
      insurance: true,
      insurancePaid: false,
      firstAidDate: '2025-11-08',
      awarenessDays: ['2026-01-10', '2026-01-12', null, null],
      provisionalLicence: { deliveredOn: '2025-12-01', deadline: '2027-12-01', number: 'VD-123456' },
      day1Date: null,
      day2Date: null,
    };
    const saved = await call('head@demo.ch', 'PUT', `/api/students/${id}/training`, { ...training, version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.training).toEqual(training);
    expect((await call('head@demo.ch', 'GET', `/api/students/${id}`)).json().data.training).toEqual(training);

    const bad = await call('head@demo.ch', 'PUT', `/api/students/${id}/training`, {
      ...training,
      firstAidDate: '2025-02-30',
      version: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['body.firstAidDate']);
    const events = await t().database.db.select().from(studentEvents).where(eq(studentEvents.studentId, id));
    expect(events.map((event) => event.action).sort()).toEqual(['created', 'updated']);
  });

  describe('who holds a student', () => {
    it('gives another school’s monitor a 404 on every route of a demo student', async () => {
      const id = await createStudentAs(() => t().app, 'head@demo.ch');
      const requests: [Parameters<typeof call>[1], string, object?][] = [
        ['GET', `/api/students/${id}`],
        ['PUT', `/api/students/${id}`, { ...studentPayload(), version: 1 }],
        ['PUT', `/api/students/${id}/training`, { version: 1 }],
        ['POST', `/api/students/${id}/archive`],
        ['POST', `/api/students/${id}/unarchive`],
        ['POST', `/api/students/${id}/transfer`, { monitorId: id }],
        ['POST', `/api/students/${id}/shares`, { monitorId: id, access: 'read' }],
        ['GET', `/api/students/${id}/events`],
      ];
      for (const [method, url, payload] of requests) {
        const response = await call('ceresio@demo.ch', method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await call('head@demo.ch', 'GET', `/api/students/${id}`)).json().data.archived).toBe(false);
    });

    it('hides a student from a monitor of the school who holds no link to him', async () => {
      const id = await createStudentAs(() => t().app, 'head@demo.ch');
      expect((await call('monitor@demo.ch', 'GET', `/api/students/${id}`)).statusCode).toBe(404);
      const write = await call('monitor@demo.ch', 'PUT', `/api/students/${id}`, { ...studentPayload(), version: 1 });
      expect(write.statusCode).toBe(404);
    });

    it('lets an employee work on every student of his school, but never take one on nor own one', async () => {
      const id = await createStudentAs(() => t().app, 'head@demo.ch');
      const read = await call('employee@demo.ch', 'GET', `/api/students/${id}`);
      expect(read.json().data).toMatchObject({ access: 'write' });
      const write = await call('employee@demo.ch', 'PUT', `/api/students/${id}`, { ...studentPayload(), version: 1 });
      expect(write.statusCode).toBe(200);
      expect((await call('employee@demo.ch', 'POST', '/api/students', studentPayload())).statusCode).toBe(403);
      const marco = (await call('head@demo.ch', 'GET', '/api/school-monitors')).json().data[0];
      const transfer = await call('employee@demo.ch', 'POST', `/api/students/${id}/transfer`, { monitorId: marco.id });
      expect(transfer.statusCode).toBe(403);
    });

    it('lets the school head manage every student of the school', async () => {
      const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
      const read = await call('head@demo.ch', 'GET', `/api/students/${id}`);
      expect(read.json().data).toMatchObject({ access: 'owner', monitors: [{ firstname: 'Marco', access: 'owner' }] });
      const write = await call('head@demo.ch', 'PUT', `/api/students/${id}`, { ...studentPayload(), version: 1 });
      expect(write.statusCode).toBe(200);
    });

    it('refuses writing through a read-only share with 403', async () => {
      const id = await createStudentAs(() => t().app, 'head@demo.ch');
      const monitor = (await call('monitor@demo.ch', 'GET', '/api/school-monitors')).json().data;
      const marco = monitor.find((entry: { email: string }) => entry.email === 'monitor@demo.ch');
      await call('head@demo.ch', 'POST', `/api/students/${id}/shares`, { monitorId: marco.id, access: 'read' });
      const read = await call('monitor@demo.ch', 'GET', `/api/students/${id}`);
      expect(read.json().data.access).toBe('read');
      const write = await call('monitor@demo.ch', 'PUT', `/api/students/${id}`, { ...studentPayload(), version: 1 });
      expect(write.statusCode).toBe(403);
      const training = await call('monitor@demo.ch', 'PUT', `/api/students/${id}/training`, { version: 1 });
      expect(training.statusCode).toBe(403);
    });

    it('shows the student role only his own record among the demo data, and no students route', async () => {
      expect((await call('student@demo.ch', 'GET', '/api/students')).statusCode).toBe(403);
      const list = await call('head@demo.ch', 'GET', '/api/students?q=student@demo.ch');
      expect(list.json().data).toMatchObject([{ firstname: 'Sophie', name: 'Martin' }]);
      const sheet = await call('head@demo.ch', 'GET', `/api/students/${list.json().data[0].id}`);
      expect(sheet.json().data.hasLogin).toBe(true);
    });
  });

  it('lists the monitors of my school to transfer or share with', async () => {
    const response = await call('monitor@demo.ch', 'GET', '/api/school-monitors');
    expect(
      response
        .json()
        .data.map((monitor: { email: string }) => monitor.email)
        .sort(),
    ).toEqual(['head@demo.ch', 'monitor@demo.ch']);
    const other = await call('ceresio@demo.ch', 'GET', '/api/school-monitors');
    expect(other.json().data.map((monitor: { email: string }) => monitor.email)).toEqual(['ceresio@demo.ch']);
  });
});
