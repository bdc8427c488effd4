import type { DomainInput, ObjectiveInput, SkillInput, ThemeInput } from '@ds/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  trainingCardDomains,
  trainingCardObjectives,
  trainingCardSkills,
  trainingCards,
  trainingCardThemes,
} from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';

/** The levels inside a card, each the child of the one before (objectives and skills both of a theme). */
export const PART_LEVELS = ['domain', 'theme', 'objective', 'skill'] as const;
export type PartLevel = (typeof PART_LEVELS)[number];
export type PartValues = { domain: DomainInput; theme: ThemeInput; objective: ObjectiveInput; skill: SkillInput };
/** What a part hangs from: a domain from the card, a theme from a domain, the others from a theme. */
export const PARENT_LEVEL = { domain: 'card', theme: 'domain', objective: 'theme', skill: 'theme' } as const;
export type ParentLevel = (typeof PARENT_LEVEL)[PartLevel];

const TABLES = {
  domain: trainingCardDomains,
  theme: trainingCardThemes,
  objective: trainingCardObjectives,
  skill: trainingCardSkills,
} as const;
const PARENT = {
  domain: { key: 'cardId', column: trainingCardDomains.cardId },
  theme: { key: 'domainId', column: trainingCardThemes.domainId },
  objective: { key: 'themeId', column: trainingCardObjectives.themeId },
  skill: { key: 'themeId', column: trainingCardSkills.themeId },
} as const;

/** The card a card, domain, theme, objective or skill belongs to, as a subquery. */
const CARD_OF: Record<ParentLevel | PartLevel, (id: string) => SQL> = {
  card: (id) => sql`select ${id}::uuid`,
  domain: (id) =>
    sql`select ${trainingCardDomains.cardId} from ${trainingCardDomains} where ${trainingCardDomains.id} = ${id}`,
  theme: (id) => sql`select ${trainingCardDomains.cardId} from ${trainingCardThemes}
    join ${trainingCardDomains} on ${trainingCardDomains.id} = ${trainingCardThemes.domainId}
    where ${trainingCardThemes.id} = ${id}`,
  objective: (id) => sql`select ${trainingCardDomains.cardId} from ${trainingCardObjectives}
    join ${trainingCardThemes} on ${trainingCardThemes.id} = ${trainingCardObjectives.themeId}
    join ${trainingCardDomains} on ${trainingCardDomains.id} = ${trainingCardThemes.domainId}
    where ${trainingCardObjectives.id} = ${id}`,
  skill: (id) => sql`select ${trainingCardDomains.cardId} from ${trainingCardSkills}
    join ${trainingCardThemes} on ${trainingCardThemes.id} = ${trainingCardSkills.themeId}
    join ${trainingCardDomains} on ${trainingCardDomains.id} = ${trainingCardThemes.domainId}
    where ${trainingCardSkills.id} = ${id}`,
};

const ownCardOf = (ownerId: string, level: ParentLevel | PartLevel, id: string) =>
  and(sql`${trainingCards.id} = (${CARD_OF[level](id)})`, eq(trainingCards.ownerId, ownerId));

/**
 * The card holding `id` (a card or any part of one) if `ownerId` owns it, its version raised and
 * its row locked for the rest of the transaction: one change of a card at a time.
 */
export async function lockOwnCardOf(
  db: Db,
  ownerId: string,
  level: ParentLevel | PartLevel,
  id: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(trainingCards)
    .set({ version: sql`${trainingCards.version} + 1`, updatedAt: new Date() })
    .where(ownCardOf(ownerId, level, id))
    .returning({ id: trainingCards.id });
  return row?.id;
}

/** The same, only if the card is still at `version`: a change of a part names the card's version it read. */
export function lockOwnCardAtVersion(
  db: Db,
  ownerId: string,
  level: ParentLevel | PartLevel,
  id: string,
  version: number,
) {
  return updateAtVersion(db, trainingCards, ownCardOf(ownerId, level, id), version, { updatedAt: new Date() });
}

/** Adds a part after its last sibling. */
export async function insertPart<Level extends PartLevel>(
  db: Db,
  level: Level,
  parentId: string,
  values: PartValues[Level],
): Promise<void> {
  const table = TABLES[level];
  const parent = PARENT[level];
  const position = sql`(select coalesce(max(${table.position}) + 1, 0) from ${table} where ${parent.column} = ${parentId})`;
  // The values were checked by the level's zod schema; the tables differ by level, hence the cast.
  await db.insert(table).values({ ...values, [parent.key]: parentId, position } as never);
}

export async function updatePart<Level extends PartLevel>(
  db: Db,
  level: Level,
  id: string,
  values: PartValues[Level],
): Promise<void> {
  const table = TABLES[level];
  await db
    .update(table)
    .set(values as never)
    .where(sql`${table.id} = ${id}`);
}

export async function deletePart(db: Db, level: PartLevel, id: string): Promise<void> {
  const table = TABLES[level];
  // The siblings keep their order; a gap in the positions changes nothing.
  await db.delete(table).where(sql`${table.id} = ${id}`);
}

/** The ids of a parent's children of one level, in order. */
export async function childIds(db: Db, level: PartLevel, parentId: string): Promise<string[]> {
  const table = TABLES[level];
  const result = (await db.execute(
    sql`select ${table.id} as id from ${table} where ${PARENT[level].column} = ${parentId} order by ${table.position}`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** Numbers a parent's children 0, 1, 2 … in the order of `ids` (every child, each once). */
export async function renumber(db: Db, level: PartLevel, parentId: string, ids: string[]): Promise<void> {
  const table = TABLES[level];
  await db.execute(sql`
    update ${table} set position = array_position(${sql.param(ids)}::uuid[], ${table.id}) - 1
    where ${PARENT[level].column} = ${parentId}`);
}
