import type { TrainingCard, TrainingCardInput, TrainingCardLanguage, TrainingCardSummary } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import {
  type CardLevels,
  type CardSummaryRow,
  deleteOwnCard,
  findCardLevels,
  findCardsOfOwner,
  findOwnCard,
  insertCardTree,
  type TrainingCardRow,
  updateOwnCard,
} from './training-cards.repo';

const noSuchCard = () => new NotFoundError('No such training card');

function summary(row: TrainingCardRow, counts: { domains: number; skills: number }): TrainingCardSummary {
  return {
    id: row.id,
    name: row.name,
    language: row.language as TrainingCardLanguage,
    level: row.level,
    validUntil: row.validUntil,
    version: row.version,
    ...counts,
  };
}

const presentSummary = (row: CardSummaryRow) => summary(row, { domains: row.domainCount, skills: row.skillCount });

/** The card's levels nested: domains, their themes, each theme's objectives and skills. */
function nest({ domains, themes, objectives, skills }: CardLevels): TrainingCard['tree'] {
  return domains.map((domain) => ({
    id: domain.id,
    name: domain.name,
    format: domain.format,
    skillText: domain.skillText,
    position: domain.position,
    themes: themes
      .filter((theme) => theme.domainId === domain.id)
      .map((theme) => ({
        id: theme.id,
        name: theme.name,
        position: theme.position,
        enabled: theme.enabled,
        objectives: objectives
          .filter((objective) => objective.themeId === theme.id)
          .map(({ id, text, position }) => ({ id, text, position })),
        skills: skills
          .filter((skill) => skill.themeId === theme.id)
          .map(({ id, name, position, pedagogicalObjective, enabled }) => ({
            id,
            name,
            position,
            pedagogicalObjective,
            enabled,
          })),
      })),
  }));
}

/** A card's domains, themes and skills, each in its order. */
export const cardLevelsOf = (db: Db, cardId: string) => findCardLevels(db, cardId);

export async function listTrainingCards(db: Db, actor: Actor): Promise<TrainingCardSummary[]> {
  return (await findCardsOfOwner(db, actor.userId)).map(presentSummary);
}

export async function getTrainingCard(db: Db, actor: Actor, cardId: string): Promise<TrainingCard> {
  const row = await findOwnCard(db, actor.userId, cardId);
  if (!row) throw noSuchCard();
  return presentCard(db, row);
}

/** A whole card; the caller has checked that it may be read (its owner, or a student's progress). */
export async function presentCard(db: Db, row: TrainingCardRow): Promise<TrainingCard> {
  const levels = await findCardLevels(db, row.id);
  return { ...summary(row, { domains: levels.domains.length, skills: levels.skills.length }), tree: nest(levels) };
}

export async function createTrainingCard(db: Db, actor: Actor, input: TrainingCardInput): Promise<TrainingCard> {
  const id = await insertCardTree(
    db,
    { id: actor.userId, schoolId: actor.schoolId },
    { card: { ...input, source: null }, domains: [] },
  );
  return getTrainingCard(db, actor, id);
}

export async function updateTrainingCard(
  db: Db,
  actor: Actor,
  cardId: string,
  input: TrainingCardInput,
  version: number,
): Promise<TrainingCard> {
  writtenAtVersion(await updateOwnCard(db, actor.userId, cardId, version, input), noSuchCard);
  return getTrainingCard(db, actor, cardId);
}

export async function deleteTrainingCard(db: Db, actor: Actor, cardId: string): Promise<void> {
  if (!(await deleteOwnCard(db, actor.userId, cardId))) throw noSuchCard();
}

/** A copy of one of the actor's cards under a new name, with everything in it (spec: copy a card). */
export async function copyTrainingCard(db: Db, actor: Actor, cardId: string, name: string): Promise<TrainingCard> {
  const original = await getTrainingCard(db, actor, cardId);
  const id = await db.transaction((tx) =>
    insertCardTree(
      tx,
      { id: actor.userId, schoolId: actor.schoolId },
      {
        card: {
          name,
          language: original.language,
          level: original.level,
          validUntil: original.validUntil,
          source: null,
        },
        domains: original.tree.map((domain) => ({
          name: domain.name,
          format: domain.format,
          skillText: domain.skillText,
          themes: domain.themes.map((theme) => ({
            name: theme.name,
            enabled: theme.enabled,
            objectives: theme.objectives.map((objective) => objective.text),
            skills: theme.skills.map(({ name: skillName, pedagogicalObjective, enabled }) => ({
              name: skillName,
              pedagogicalObjective,
              enabled,
            })),
          })),
        })),
      },
    ),
  );
  return getTrainingCard(db, actor, id);
}
