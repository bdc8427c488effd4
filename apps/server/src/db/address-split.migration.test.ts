import { rm } from 'node:fs/promises';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsUpTo } from '../test/migration-steps';
import { migrate } from './migrate';

describe('migration 0018: addresses in parts, employees with terms', () => {
  let folder: string;
  let empty: Awaited<ReturnType<typeof emptyDatabase>>;
  const rows = async <T>(query: SQL) => ((await empty.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    folder = await migrationsUpTo('0017_calendar_default_course');
    empty = await emptyDatabase();
    await migrate(empty.database, folder);
  });
  afterAll(async () => {
    await empty.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('splits each one-line address into street and building number, and keeps a line without a number whole', async () => {
    const lines = [
      'Avenue de la Gare 1',
      'Bahnhofstrasse 10a',
      'Chemin des Roses 12 bis',
      '12 bis, rue du Lac',
      '3 Place du Marché',
      'Route de Berne 7/9',
      'Rue du 1er-Mars',
      'Case postale',
      '  ',
    ];
    const db = empty.database.db;
    const [school] = await rows<{ id: string }>(
      sql`insert into schools (name, address, postcode, city) values ('École', 'Via Nassa 5', '6900', 'Lugano') returning id`,
    );
    const [user] = await rows<{ id: string }>(
      sql`insert into users (school_id, email, password_hash, role, firstname, name, created_at)
          values (${school?.id}, 'eva@example.ch', 'x', 'employee', 'Eva', 'Meier', '2026-03-01T23:30:00Z') returning id`,
    );
    for (const [index, line] of lines.entries()) {
      await db.execute(sql`insert into students (school_id, name, firstname, address, billing_address, postcode, city)
        values (${school?.id}, ${`S${index}`}, 'A', ${line}, ${index === 0 ? '3 Place du Marché' : null}, '1000', 'Lausanne')`);
      await db.execute(sql`insert into infrastructures (owner_id, school_id, name, address, price_centimes)
        values (${user?.id}, ${school?.id}, ${`I${index}`}, ${line}, 0)`);
    }

    await migrate(empty.database);

    const expected = [
      ['Avenue de la Gare', '1'],
      ['Bahnhofstrasse', '10a'],
      ['Chemin des Roses', '12 bis'],
      ['rue du Lac', '12 bis'],
      ['Place du Marché', '3'],
      ['Route de Berne', '7/9'],
      ['Rue du 1er-Mars', null],
      ['Case postale', null],
      [null, null],
    ];
    const students = await rows<{ street: string | null; house_number: string | null }>(
      sql`select street, house_number from students order by name`,
    );
    expect(students.map((row) => [row.street, row.house_number])).toEqual(expected);
    const infrastructures = await rows<{ street: string | null; house_number: string | null }>(
      sql`select street, house_number from infrastructures order by name`,
    );
    expect(infrastructures.map((row) => [row.street, row.house_number])).toEqual(expected);
    expect(
      await rows(sql`select billing_street, billing_house_number from students where billing_street is not null`),
    ).toEqual([{ billing_street: 'Place du Marché', billing_house_number: '3' }]);
    expect(await rows(sql`select street, house_number, country from schools`)).toEqual([
      { street: 'Via Nassa', house_number: '5', country: 'CH' },
    ]);

    // The employee keeps every right he had, from his account's Swiss day (2 March, not 1 March UTC).
    expect(await rows(sql`select starts_on::text, ends_on, rights from school_employees`)).toEqual([
      {
        starts_on: '2026-03-02',
        ends_on: null,
        rights: ['createCourses', 'createAppointments', 'sariSync', 'sendToL2', 'deliverTraining', 'shareResources'],
      },
    ]);
  });
});
