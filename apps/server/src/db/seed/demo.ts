import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import * as schema from '../schema';
import { schools, users } from '../schema';

/** Password of every demo login (README). */
export const DEMO_PASSWORD = 'Demo-Pass-2026!';

export const DEMO_SCHOOL = {
  name: 'Auto-école Démo',
  address: 'Avenue de la Gare 1',
  postcode: '1003',
  city: 'Lausanne',
};

type DemoUser = { email: string; role: string; firstname: string; name: string; language: string; inSchool: boolean };

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@demo.ch', role: 'admin', firstname: 'Anna', name: 'Admin', language: 'fr', inSchool: false },
  { email: 'fre@demo.ch', role: 'fre', firstname: 'Fritz', name: 'Frei', language: 'de', inSchool: false },
  { email: 'head@demo.ch', role: 'monitor', firstname: 'Hélène', name: 'Chef', language: 'fr', inSchool: true },
  { email: 'monitor@demo.ch', role: 'monitor', firstname: 'Marco', name: 'Rossi', language: 'it', inSchool: true },
  { email: 'employee@demo.ch', role: 'employee', firstname: 'Eva', name: 'Meier', language: 'de', inSchool: true },
  { email: 'student@demo.ch', role: 'user', firstname: 'Sophie', name: 'Martin', language: 'fr', inSchool: true },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

/** Removes every row of every table (reference data included; the caller seeds it again). */
export async function clearDatabase(db: Db): Promise<void> {
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} CASCADE`));
}

export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [school] = await tx.insert(schools).values(DEMO_SCHOOL).returning({ id: schools.id });
    await tx
      .insert(users)
      .values(
        DEMO_USERS.map(({ inSchool, ...user }) => ({ ...user, passwordHash, schoolId: inSchool ? school?.id : null })),
      );
  });
}
