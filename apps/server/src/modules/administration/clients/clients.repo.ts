import { type ClientKind, SCHOOL_MEMBER_ROLES } from '@ds/domain';
import { and, asc, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../db/like-pattern';
import { schools, users } from '../../../db/schema';

/** Who is a client alone, without a school. */
const SOLO_ROLES = ['monitor', 'fre'];

export interface ClientRow {
  kind: ClientKind;
  id: string;
  name: string;
  email: string | null;
}

const fullName = sql`${users.firstname} || ' ' || ${users.name}`;

function schoolClients(db: Db, pattern: string | null) {
  const member = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.schoolId, schools.id),
        inArray(users.role, SCHOOL_MEMBER_ROLES),
        pattern ? or(ilike(users.email, pattern), ilike(fullName, pattern)) : undefined,
      ),
    );
  return db
    .select({
      kind: sql<ClientKind>`'school'`.as('kind'),
      id: schools.id,
      name: schools.name,
      email: schools.email,
    })
    .from(schools)
    .where(
      pattern
        ? or(ilike(schools.name, pattern), ilike(schools.email, pattern), ilike(schools.city, pattern), exists(member))
        : undefined,
    );
}

function soloClients(db: Db, pattern: string | null, id?: string) {
  return db
    .select({
      kind: sql<ClientKind>`'solo'`.as('kind'),
      id: users.id,
      name: sql<string>`${fullName}`.as('name'),
      email: users.email,
    })
    .from(users)
    .where(
      and(
        isNull(users.schoolId),
        inArray(users.role, SOLO_ROLES),
        id ? eq(users.id, id) : undefined,
        pattern ? or(ilike(users.email, pattern), ilike(fullName, pattern)) : undefined,
      ),
    );
}

/**
 * A page of clients (schools, and monitors without one) by name, those matching `q` when given:
 * a school by its name, e-mail, city or one of its people's name or e-mail.
 */
export async function findClientPage(
  db: Db,
  q: string,
  offset: number,
  limit: number,
): Promise<{ rows: ClientRow[]; total: number }> {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const clients = unionAll(schoolClients(db, pattern), soloClients(db, pattern)).as('clients');
  const rows = await db
    .select({
      kind: clients.kind,
      id: clients.id,
      name: clients.name,
      email: clients.email,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(clients)
    .orderBy(sql`lower(${clients.name})`, asc(clients.id))
    .offset(offset)
    .limit(limit);
  const total = rows[0]?.total ?? (offset > 0 ? await countClients(db, pattern) : 0);
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

async function countClients(db: Db, pattern: string | null): Promise<number> {
  const clients = unionAll(schoolClients(db, pattern), soloClients(db, pattern)).as('clients');
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(clients);
  return row?.total ?? 0;
}

/** One client: the school of that id, or else the monitor of that id who works without a school. */
export async function findClient(db: Db, id: string): Promise<ClientRow | undefined> {
  const [school] = await db
    .select({ id: schools.id, name: schools.name, email: schools.email })
    .from(schools)
    .where(eq(schools.id, id));
  if (school) return { kind: 'school', ...school };
  const [solo] = await soloClients(db, null, id);
  return solo;
}

const memberColumns = {
  id: users.id,
  schoolId: users.schoolId,
  firstname: users.firstname,
  name: users.name,
  email: users.email,
  role: users.role,
  isSchoolHead: users.isSchoolHead,
  blockedAt: users.blockedAt,
  blockedReason: users.blockedReason,
};
export type ClientMemberRow = { [K in keyof typeof memberColumns]: (typeof users.$inferSelect)[K] };

/** The people of the clients: a school's staff (its administrators first), or the lone monitor himself. */
export function findClientMembers(db: Db, clients: Array<Pick<ClientRow, 'kind' | 'id'>>): Promise<ClientMemberRow[]> {
  const schoolIds = clients.filter((client) => client.kind === 'school').map((client) => client.id);
  const soloIds = clients.filter((client) => client.kind === 'solo').map((client) => client.id);
  const of: SQL[] = [];
  if (schoolIds.length > 0)
    of.push(and(inArray(users.schoolId, schoolIds), inArray(users.role, SCHOOL_MEMBER_ROLES)) as SQL);
  if (soloIds.length > 0) of.push(inArray(users.id, soloIds));
  if (of.length === 0) return Promise.resolve([]);
  return db
    .select(memberColumns)
    .from(users)
    .where(or(...of))
    .orderBy(sql`${users.isSchoolHead} desc`, asc(users.createdAt), asc(users.id));
}
