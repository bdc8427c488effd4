import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  trainingCardDomains,
  trainingCardObjectives,
  trainingCardSkills,
  trainingCards,
  trainingCardThemes,
  users,
} from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';

export type TrainingCardRow = typeof trainingCards.$inferSelect;

/** A card with everything in it, in order, as written at once (a default card, a copy). */
export interface CardTree {
  card: Pick<TrainingCardRow, 'name' | 'language' | 'level' | 'validUntil' | 'source'>;
  domains: {
    name: string;
    format: string;
    skillText: string;
    themes: {
      name: string;
      enabled: boolean;
      objectives: string[];
      skills: { name: string; pedagogicalObjective: string; enabled: boolean }[];
    }[];
  }[];
}

/** Writes a whole card in one statement per level (ids made here, so nothing is read back). */
export async function insertCardTree(
  db: Db,
  owner: { id: string; schoolId: string | null },
  tree: CardTree,
): Promise<string> {
  const cardId = randomUUID();
  const domains: (typeof trainingCardDomains.$inferInsert)[] = [];
  const themes: (typeof trainingCardThemes.$inferInsert)[] = [];
  const objectives: (typeof trainingCardObjectives.$inferInsert)[] = [];
  const skills: (typeof trainingCardSkills.$inferInsert)[] = [];
  tree.domains.forEach((domain, domainPosition) => {
    const domainId = randomUUID();
    domains.push({
      id: domainId,
      cardId,
      name: domain.name,
      format: domain.format,
      skillText: domain.skillText,
      position: domainPosition,
    });
    domain.themes.forEach((theme, themePosition) => {
      const themeId = randomUUID();
      themes.push({ id: themeId, domainId, name: theme.name, enabled: theme.enabled, position: themePosition });
      objectives.push(...theme.objectives.map((text, position) => ({ themeId, text, position })));
      skills.push(...theme.skills.map((skill, position) => ({ themeId, ...skill, position })));
    });
  });
  await db.insert(trainingCards).values({ id: cardId, ownerId: owner.id, schoolId: owner.schoolId, ...tree.card });
  if (domains.length > 0) await db.insert(trainingCardDomains).values(domains);
  if (themes.length > 0) await db.insert(trainingCardThemes).values(themes);
  if (objectives.length > 0) await db.insert(trainingCardObjectives).values(objectives);
  if (skills.length > 0) await db.insert(trainingCardSkills).values(skills);
  return cardId;
}

export interface CardSummaryRow extends TrainingCardRow {
  domainCount: number;
  skillCount: number;
}

/** The owner's cards by name, with how many domains and skills each holds. */
export async function findCardsOfOwner(db: Db, ownerId: string): Promise<CardSummaryRow[]> {
  return db
    .select({
      ...getTableColumns(trainingCards),
      // Qualified by hand: drizzle writes the columns of a one-table select without their table.
      domainCount: sql<number>`(select count(*)::int from training_card_domains d where d.card_id = training_cards.id)`,
      skillCount: sql<number>`(select count(*)::int from training_card_skills s
        join training_card_themes t on t.id = s.theme_id
        join training_card_domains d on d.id = t.domain_id
        where d.card_id = training_cards.id)`,
    })
    .from(trainingCards)
    .where(eq(trainingCards.ownerId, ownerId))
    .orderBy(asc(trainingCards.name), asc(trainingCards.createdAt));
}

export async function findOwnCard(db: Db, ownerId: string, cardId: string): Promise<TrainingCardRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingCards)
    .where(and(eq(trainingCards.id, cardId), eq(trainingCards.ownerId, ownerId)));
  return row;
}

export interface CardLevels {
  domains: (typeof trainingCardDomains.$inferSelect)[];
  themes: (typeof trainingCardThemes.$inferSelect)[];
  objectives: (typeof trainingCardObjectives.$inferSelect)[];
  skills: (typeof trainingCardSkills.$inferSelect)[];
}

/** Every level of a card, each in position order. */
export async function findCardLevels(db: Db, cardId: string): Promise<CardLevels> {
  const domains = await db
    .select()
    .from(trainingCardDomains)
    .where(eq(trainingCardDomains.cardId, cardId))
    .orderBy(asc(trainingCardDomains.position));
  const domainIds = domains.map((domain) => domain.id);
  const themes =
    domainIds.length === 0
      ? []
      : await db
          .select()
          .from(trainingCardThemes)
          .where(inArray(trainingCardThemes.domainId, domainIds))
          .orderBy(asc(trainingCardThemes.position));
  const themeIds = themes.map((theme) => theme.id);
  if (themeIds.length === 0) return { domains, themes, objectives: [], skills: [] };
  const objectives = await db
    .select()
    .from(trainingCardObjectives)
    .where(inArray(trainingCardObjectives.themeId, themeIds))
    .orderBy(asc(trainingCardObjectives.position));
  const skills = await db
    .select()
    .from(trainingCardSkills)
    .where(inArray(trainingCardSkills.themeId, themeIds))
    .orderBy(asc(trainingCardSkills.position));
  return { domains, themes, objectives, skills };
}

export function updateOwnCard(
  db: Db,
  ownerId: string,
  cardId: string,
  version: number,
  values: Pick<TrainingCardRow, 'name' | 'language' | 'level' | 'validUntil'>,
) {
  const own = and(eq(trainingCards.id, cardId), eq(trainingCards.ownerId, ownerId));
  return updateAtVersion(db, trainingCards, own, version, { ...values, updatedAt: new Date() });
}

export async function deleteOwnCard(db: Db, ownerId: string, cardId: string): Promise<boolean> {
  const deleted = await db
    .delete(trainingCards)
    .where(and(eq(trainingCards.id, cardId), eq(trainingCards.ownerId, ownerId)))
    .returning({ id: trainingCards.id });
  return deleted.length > 0;
}

export async function updateCardLevelOfUser(db: Db, userId: string, level: number): Promise<void> {
  await db.update(users).set({ trainingCardLevel: level }).where(eq(users.id, userId));
}

/** Whether the skill is on a training card of the school (a comment on a student may name it). */
export async function isSkillOfSchool(db: Db, schoolId: string, skillId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trainingCardSkills.id })
    .from(trainingCardSkills)
    .innerJoin(trainingCardThemes, eq(trainingCardThemes.id, trainingCardSkills.themeId))
    .innerJoin(trainingCardDomains, eq(trainingCardDomains.id, trainingCardThemes.domainId))
    .innerJoin(trainingCards, eq(trainingCards.id, trainingCardDomains.cardId))
    .where(and(eq(trainingCardSkills.id, skillId), eq(trainingCards.schoolId, schoolId)));
  return row !== undefined;
}

export async function markDefaultCardsGiven(db: Db, ownerId: string): Promise<void> {
  await db.update(users).set({ defaultCardsGivenAt: new Date() }).where(eq(users.id, ownerId));
}

export function findMonitorsWithoutDefaultCards(db: Db): Promise<{ id: string; schoolId: string | null }[]> {
  return db
    .select({ id: users.id, schoolId: users.schoolId })
    .from(users)
    .where(and(eq(users.role, 'monitor'), isNull(users.defaultCardsGivenAt)));
}
