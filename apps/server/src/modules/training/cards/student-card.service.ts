import { preferredCard, type TrainingCardSummary } from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { getUser } from '../../identity';
import { listTrainingCards } from './training-cards.service';

/**
 * The caller's card to teach a student he holds on (issue 19): the one in the student's
 * language (his record's, else the language of his own account), else in the caller's
 * language, else the first; null when the caller has no card.
 */
export async function cardForStudent(db: Db, actor: Actor, studentId: string): Promise<TrainingCardSummary | null> {
  const { student } = await requireAccess(db, actor, 'student.read', studentId);
  const [cards, learner, caller] = await Promise.all([
    listTrainingCards(db, actor),
    student.userId ? getUser(db, student.userId) : undefined,
    getUser(db, actor.userId),
  ]);
  return preferredCard(cards, [student.language, learner?.language, caller?.language]) ?? null;
}
