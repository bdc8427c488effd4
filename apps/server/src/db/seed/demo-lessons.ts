import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { cardLevelsOf, giveDefaultTrainingCards } from '../../modules/training';
import type { Db } from '../client';
import { lessonSkills, lessons, skillEvaluations, studentComments, trainingCards } from '../schema';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Students of each monitor with a lesson history, the first (e.g. student@demo.ch) the longest. */
const STUDENTS_WITH_LESSONS = 5;
const SKILLS_PER_LESSON = 3;

export interface DemoTeacher {
  id: string;
  schoolId: string | null;
  language: string;
  /** His own students, student@demo.ch first for the head. */
  studentIds: string[];
}

/** The teacher's card in his language (French when he teaches in another). */
async function cardOf(db: Db, teacher: DemoTeacher): Promise<string> {
  const cards = await db
    .select({ id: trainingCards.id, language: trainingCards.language })
    .from(trainingCards)
    .where(eq(trainingCards.ownerId, teacher.id))
    .orderBy(asc(trainingCards.language));
  const card =
    cards.find((entry) => entry.language === teacher.language) ?? cards.find((entry) => entry.language === 'fr');
  if (!card) throw new Error('the demo teacher has no training card');
  return card.id;
}

/**
 * Issue 7 demo: the default cards for each demo teacher, then weekly past lessons for his first
 * students, each working three skills of the first domains a step further than the week before,
 * so that progress and exam readiness show. The first student has six lessons, the next ones
 * fewer; every lesson is ended and paid, and the last of each student carries a comment.
 */
export async function seedDemoLessons(db: Db, teachers: DemoTeacher[], now: Date): Promise<void> {
  for (const teacher of teachers) {
    await giveDefaultTrainingCards(db, teacher);
    const cardId = await cardOf(db, teacher);
    const levels = await cardLevelsOf(db, cardId);
    // The skills of the first two domains in the card's order: domain, theme, then skill.
    const skills = levels.domains
      .slice(0, 2)
      .flatMap((domain) => levels.themes.filter((theme) => theme.domainId === domain.id))
      .flatMap((theme) => levels.skills.filter((skill) => skill.themeId === theme.id));
    for (const [rank, studentId] of teacher.studentIds.slice(0, STUDENTS_WITH_LESSONS).entries()) {
      const count = Math.max(2, 6 - rank);
      const _timesWorked = new Map<string, number>();
      for (let week = 0; week < count; week += 1) {
        const start = new Date(now.getTime() - (count - week) * 7 * DAY_MS - 2 * DAY_MS);
        start.setUTCHours(8 + rank, 0, 0, 0);
        const chosen = Array.from(
          { length: SKILLS_PER_LESSON },
          (_, index) => skills[(week * 2 + index) % skills.length],
        );
        const id = randomUUID();
        await db.insert(lessons).values({
          id,
          schoolId: teacher.schoolId,
          monitorId: teacher.id,
          studentId,
          trainingCardId: cardId,
          startedAt: start,
          endedAt: new Date(start.getTime() + HOUR_MS),
          paid: true,
        });
        const worked = chosen.flatMap((skill) => (skill ? [skill] : []));
        await db
          .insert(lessonSkills)
          .values(worked.map((skill, position) => ({ lessonId: id, skillId: skill.id, position })));
        await db.insert(skillEvaluations).values(
          worked.map((skill, index) => ({
            id: randomUUID(),
            lessonId: id,
            studentId,
            skillId: skill.id,
            // Each skill a level higher at each lesson that works it again, up to autonomy.
            level: Math.min(
              5,
              1 + Math.floor((week * 2 + index) / skills.length) + week - Math.floor(index / 2) + (rank % 2),
            ),
            evaluatedAt: new Date(start.getTime() + (index + 1) * 15 * 60_000),
          })),
        );
        if (week === count - 1) {
          await db.insert(studentComments).values({
            studentId,
            authorId: teacher.id,
            text: COMMENTS[teacher.language] ?? FRENCH_COMMENT,
            lessonId: id,
            skillId: worked[0]?.id ?? null,
            createdAt: new Date(start.getTime() + 50 * 60_000),
          });
        }
      }
    }
  }
}

const FRENCH_COMMENT = 'Bonne progression : travailler encore l’observation avant de démarrer.';
const COMMENTS: Record<string, string> = {
  fr: FRENCH_COMMENT,
  de: 'Gute Fortschritte: die Beobachtung vor dem Anfahren weiter üben.',
  it: 'Buoni progressi: esercitare ancora l’osservazione prima di partire.',
};
