import type { StudentListItem, StudentListQuery, StudentSort } from '@ds/domain';
import { and, asc, desc, eq, isNull, not, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../db/like-pattern';
import { preparedStatement } from '../../../db/prepared';
import { studentMonitors, students, users } from '../../../db/schema';
import {
  heldStudentsScope,
  preparedScopeActor,
  type ScopeActor,
  type StudentRow,
  seesWholeSchool,
  studentHoldingSql,
} from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { normaliseForSearch } from './student-search-text';

export type StudentListFilter = Pick<StudentListQuery, 'q' | 'archived' | 'pending' | 'passed'>;
export type StudentListOrder = Pick<StudentListQuery, 'sort' | 'direction'>;

/** Separators people type inside a FABER or phone number: "123.456.78", "079 123 45 67", "+41-79…". */
const NUMBER_SEPARATORS = /[\s.\-+/()]/g;

/**
 * The LIKE patterns of a search: every word of the query must appear in `search_text`; a query
 * of digits and separators only (a FABER or phone number as typed) is compared by its digits.
 */
function searchPatterns(q: string): string[] {
  const normalised = normaliseForSearch(q);
  if (!normalised) return [];
  const digits = normalised.replace(NUMBER_SEPARATORS, '');
  const terms = /^\d+$/.test(digits) ? [digits] : normalised.split(' ');
  return terms.map((term) => `%${escapeLike(term)}%`);
}

/**
 * Whether the connection still waits: the actor's own link, or for the head (who holds every
 * student of the school) the managing monitor's. An EXISTS, so hiding pending students is an
 * anti-join rather than a lookup per row.
 */
function pendingFor(actor: ScopeActor): SQL<boolean> {
  const deciding = seesWholeSchool(actor)
    ? sql`${studentMonitors.access} = 'owner'`
    : sql`${studentMonitors.monitorId} = ${actor.userId}`;
  return sql<boolean>`exists (select 1 from ${studentMonitors} where ${studentMonitors.studentId} = ${students.id} and ${deciding} and ${studentMonitors.status} = 'pending')`;
}

/** The students of the list: the actor's scope, the search (`patterns`, a text[]; none, no search) and the filters. */
function listWhere(
  actor: ScopeActor,
  filter: Omit<StudentListFilter, 'q'>,
  patterns: SQL | undefined,
): SQL | undefined {
  return and(
    heldStudentsScope(actor),
    patterns && sql`${students.searchText} like all (${patterns})`,
    filter.archived ? undefined : isNull(students.archivedAt),
    filter.pending ? undefined : not(pendingFor(actor)),
    filter.passed ? undefined : isNull(students.passedAt),
  );
}

/** The students of the list (and of its export). */
export function studentListWhere(actor: Actor, filter: StudentListFilter): SQL | undefined {
  const patterns = searchPatterns(filter.q);
  return listWhere(actor, filter, patterns.length > 0 ? sql`${sql.param(patterns)}::text[]` : undefined);
}

const SORT_KEYS: Record<StudentSort, SQL[]> = {
  name: [sql`lower(${students.name})`, sql`lower(${students.firstname})`],
  faber: [sql`${students.faber}`],
  createdAt: [sql`${students.createdAt}`],
  birthDate: [sql`${students.birthDate}`],
};

/** The chosen sort, then the id so equal keys keep one stable order across pages. */
function orderBy({ sort, direction }: StudentListOrder): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [...SORT_KEYS[sort], sql`${students.id}`].map((key) => by(key));
}

const actorLink = alias(studentMonitors, 'actor_link');
const ownerLink = alias(studentMonitors, 'owner_link');
const owner = alias(users, 'owner');

/**
 * A line of the list as PostgreSQL writes it, as JSON: the student, whether his link waits, how
 * the actor holds him and his managing monitor. One JSON value a line costs less to read
 * than a column per field (the driver's strings, Drizzle's mapping, then the answer's object).
 */
function lineJson(actor: ScopeActor): SQL<StudentListItem> {
  const access = studentHoldingSql(actor, actorLink.access);
  return sql<StudentListItem>`json_build_object('id', ${students.id}, 'name', ${students.name},
    'firstname', ${students.firstname}, 'faber', ${students.faber}, 'birthDate', ${students.birthDate},
    'email', ${students.email}, 'mobile', ${students.mobile}, 'city', ${students.city},
    'archived', ${students.archivedAt} is not null, 'pending', ${pendingFor(actor)},
    'passed', ${students.passedAt} is not null, 'access', ${access},
    'monitor', case when ${owner.id} is null then null else json_build_object('id', ${owner.id},
      'firstname', ${owner.firstname}, 'name', ${owner.name}, 'email', ${owner.email}, 'mobile', ${owner.mobile}) end)`;
}

function withMonitors<T extends PgSelect>(actor: ScopeActor, query: T) {
  return query
    .leftJoin(actorLink, and(eq(actorLink.studentId, students.id), eq(actorLink.monitorId, actor.userId)))
    .leftJoin(ownerLink, and(eq(ownerLink.studentId, students.id), eq(ownerLink.access, 'owner')))
    .leftJoin(owner, eq(owner.id, ownerLink.monitorId));
}

/** A line of the export: the list's line and the student's street, building number and postcode. */
export type StudentExportLine = StudentListItem & Pick<StudentRow, 'street' | 'houseNumber' | 'postcode'>;

/** Every line of the list (the export), with the address the list does not show. */
export async function selectStudentListItems(
  db: Db,
  actor: Actor,
  query: StudentListFilter & StudentListOrder,
): Promise<StudentExportLine[]> {
  const lines = db
    .select({
      line: lineJson(actor),
      street: students.street,
      houseNumber: students.houseNumber,
      postcode: students.postcode,
    })
    .from(students)
    .$dynamic();
  const rows = await withMonitors(actor, lines)
    .where(studentListWhere(actor, query))
    .orderBy(...orderBy(query));
  return rows.map(({ line, ...address }) => ({ ...line, ...address }));
}

/**
 * One page of the list with how many lines the whole list has, in one statement, prepared once
 * per shape (the actor's kind, searching or not, filters and sort). The page is chosen on the
 * students table alone (the total counted over the same rows, before the limit), then only its
 * lines are joined to their monitors, so a deep page does not join every student before it.
 */
function pageStatement(db: Db, actor: Actor, query: StudentListFilter & StudentListOrder, searching: boolean) {
  const flags = [query.archived, query.pending, query.passed].map(Number).join('');
  const prepared = preparedScopeActor(actor);
  const shape = [prepared.shape, searching ? 'search' : 'all', flags, query.sort, query.direction].join('_');
  return preparedStatement(db, `student_page_${shape}`, (name) => {
    const bound = prepared.scope;
    const patterns = searching ? sql`${sql.placeholder('patterns')}::text[]` : undefined;
    const chosen = db
      .select({ id: students.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
      .from(students)
      .where(listWhere(bound, query, patterns))
      .orderBy(...orderBy(query))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .as('chosen');
    const lines = db
      .select({ line: lineJson(bound), total: chosen.total })
      .from(students)
      .innerJoin(chosen, eq(chosen.id, students.id))
      .$dynamic();
    return withMonitors(bound, lines)
      .orderBy(...orderBy(query))
      .prepare(name);
  });
}

/** One page of the list, and the total; null when the page is empty: past the last page, nothing counted it. */
export async function selectStudentPage(
  db: Db,
  actor: Actor,
  query: StudentListFilter & StudentListOrder,
  page: { offset: number; limit: number },
): Promise<{ items: StudentListItem[]; total: number | null }> {
  const patterns = searchPatterns(query.q);
  const rows = await pageStatement(db, actor, query, patterns.length > 0).execute({
    userId: actor.userId,
    schoolId: actor.schoolId,
    patterns,
    ...page,
  });
  return {
    items: rows.map((row) => row.line),
    total: rows[0]?.total ?? null,
  };
}

export async function countStudentList(db: Db, actor: Actor, filter: StudentListFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(students)
    .where(studentListWhere(actor, filter));
  return row?.count ?? 0;
}
