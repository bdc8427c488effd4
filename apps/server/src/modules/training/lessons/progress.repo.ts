import { and, asc, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  lessons,
  skillEvaluations,
  trainingCardDomains,
  trainingCardSkills,
  trainingCards,
  trainingCardThemes,
} from '../../../db/schema';

/** The cards a student was taught on, the most recently used first. */
export async function findCardsUsedFor(db: Db, studentId: string) {
  return db
    .select({ card: trainingCards, lastUsed: max(lessons.startedAt) })
    .from(lessons)
    .innerJoin(trainingCards, eq(trainingCards.id, lessons.trainingCardId))
    .where(eq(lessons.studentId, studentId))
    .groupBy(trainingCards.id)
    .orderBy(desc(max(lessons.startedAt)));
}

/** The student's evaluations of the skills of one card, oldest first. */
export async function findEvaluationsOnCard(db: Db, studentId: string, cardId: string) {
  return db
    .select({
      skillId: skillEvaluations.skillId,
      level: skillEvaluations.level,
      evaluatedAt: skillEvaluations.evaluatedAt,
      lessonId: skillEvaluations.lessonId,
    })
    .from(skillEvaluations)
    .innerJoin(trainingCardSkills, eq(trainingCardSkills.id, skillEvaluations.skillId))
    .innerJoin(trainingCardThemes, eq(trainingCardThemes.id, trainingCardSkills.themeId))
    .innerJoin(trainingCardDomains, eq(trainingCardDomains.id, trainingCardThemes.domainId))
    .where(and(eq(skillEvaluations.studentId, studentId), eq(trainingCardDomains.cardId, cardId)))
    .orderBy(asc(skillEvaluations.evaluatedAt));
}
