import { randomUUID } from 'node:crypto';
import { schoolDay, type TrainingCard, type TrainingCardSummary } from '@ds/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { lessonCharges, lessons } from '../db/schema';
import { bearer, tokenFor } from './sign-in';

/** The user's French training card and its first skill, to start lessons with. */
export async function frenchCardAndSkill(app: FastifyInstance, email = 'head@demo.ch') {
  const headers = bearer(await tokenFor(app, email));
  const read = async (url: string) => (await app.inject({ method: 'GET', url, headers })).json().data;
  const cards = (await read('/api/training-cards')) as TrainingCardSummary[];
  const summary = cards.find((card) => card.language === 'fr');
  const card = (await read(`/api/training-cards/${summary?.id}`)) as TrainingCard;
  const skill = card.tree[0]?.themes[0]?.skills[0];
  if (!skill) throw new Error(`${email} has no French skill`);
  return { card, skill };
}

/** An ended lesson as accounting reads it, written directly (an hour long). */
export interface TestEndedLesson {
  monitorId: string;
  schoolId: string | null;
  studentId: string;
  courseId: string | null;
  priceCentimes: number | null;
  startedAt: Date;
  paid?: boolean;
  offered?: boolean;
  /** Still under way: not ended. */
  ongoing?: boolean;
  /** The appointment it was given in (whose paid flag settles it). */
  appointmentId?: string;
  /** What it was charged beside its price (its infrastructures). */
  charges?: { infrastructureId: string | null; label: string; amountCentimes: number }[];
}

/**
 * Writes ended lessons without going through a lesson's screens: turnover is tested over a known
 * set. Answers their ids in order.
 */
export async function insertEndedLessons(db: Db, rows: TestEndedLesson[]): Promise<string[]> {
  const written = rows.map(({ ongoing, paid = false, offered = false, charges = [], ...row }) => ({
    lesson: {
      ...row,
      id: randomUUID(),
      endedAt: ongoing ? null : new Date(row.startedAt.getTime() + 3_600_000),
      paid,
      offered,
      paidOn: paid ? schoolDay(row.startedAt) : null,
    },
    charges,
  }));
  await db.insert(lessons).values(written.map(({ lesson }) => lesson));
  const charges = written.flatMap(({ lesson, charges }) =>
    charges.map((charge) => ({ ...charge, lessonId: lesson.id })),
  );
  if (charges.length > 0) await db.insert(lessonCharges).values(charges);
  return written.map(({ lesson }) => lesson.id);
}
