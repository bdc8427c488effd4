import {
  examReadiness,
  isEvaluationLevel,
  latestEvaluations,
  type Progress,
  preferredCard,
  type TrainingCardLanguage,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import { findOwnStudentRecords, requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { getUser } from '../../identity';
import { presentCard } from '../cards/training-cards.service';
import { findCardsUsedFor, findEvaluationsOnCard } from './progress.repo';

const noProgress = (cards: Progress['cards']): Progress => ({
  cards,
  card: null,
  latest: [],
  history: [],
  readiness: [],
});

/**
 * The progress of a student on `cardId`, else on the card last used with him in the first of
 * `languages` he was taught in, else on the card last used; for a caller that checked access.
 */
export async function progressOf(
  db: Db,
  studentId: string,
  cardId?: string,
  languages: readonly (string | null)[] = [],
): Promise<Progress> {
  const used = await findCardsUsedFor(db, studentId);
  const cards = used.map(({ card }) => ({
    id: card.id,
    name: card.name,
    language: card.language as TrainingCardLanguage,
  }));
  const chosen = cardId
    ? used.find(({ card }) => card.id === cardId)?.card
    : preferredCard(
        used.map(({ card }) => card),
        languages,
      );
  if (!chosen) return noProgress(cards);
  const card = await presentCard(db, chosen);
  const evaluations = (await findEvaluationsOnCard(db, studentId, chosen.id)).map((evaluation) => ({
    ...evaluation,
    evaluatedAt: evaluation.evaluatedAt.toISOString(),
  }));
  const latest = latestEvaluations(
    evaluations.flatMap(({ skillId, level, evaluatedAt }) =>
      isEvaluationLevel(level) ? [{ skillId, level, evaluatedAt }] : [],
    ),
  );
  const levels = new Map([...latest].map(([skillId, evaluation]) => [skillId, evaluation.level]));
  const inUse = card.tree.map((domain) => ({
    id: domain.id,
    skillIds: domain.themes
      .filter((theme) => theme.enabled)
      .flatMap((theme) => theme.skills.filter((skill) => skill.enabled).map((skill) => skill.id)),
  }));
  return {
    cards,
    card,
    latest: [...latest.values()],
    history: evaluations,
    readiness: examReadiness(inUse, levels),
  };
}

/** A student's progress as a monitor holding him sees it (read access is enough). */
export async function studentProgress(db: Db, actor: Actor, studentId: string, cardId?: string): Promise<Progress> {
  await requireAccess(db, actor, 'student.read', studentId);
  return progressOf(db, studentId, cardId);
}

/** A learner driver's own progress (spec: students read only their own). */
export async function myProgress(db: Db, actor: Actor, cardId?: string): Promise<Progress> {
  const [own] = await findOwnStudentRecords(db, actor.userId);
  // A learner driver no monitor has taken on yet simply has nothing to show.
  if (!own) return noProgress([]);
  // A learner taught on cards in two languages sees his own first (issue 19).
  const account = await getUser(db, actor.userId);
  return progressOf(db, own.id, cardId, [own.language, account?.language ?? null]);
}
