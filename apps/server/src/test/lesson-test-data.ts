import { randomUUID } from 'node:crypto';
import { schoolDay, type TrainingCard, type TrainingCardSummary } from '@ds/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { lessons } from '../db/schema';
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
}

/** Writes ended lessons without going through a lesson's screens: turnover is tested over a known set. */
export async function insertEndedLessons(db: Db, rows: TestEndedLesson[]): Promise<void> {
  await db.insert(lessons).values(
    rows.map(({ ongoing, paid = false, offered = false, ...row }) => ({
      ...row,
      id: randomUUID(),
      endedAt: ongoing ? null : new Date(row.startedAt.getTime() + 3_600_000),
      paid,
      offered,
      paidOn: paid ? schoolDay(row.startedAt) : null,
    })),
  );
}
