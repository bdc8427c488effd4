import { randomUUID } from 'node:crypto';
import { dayPlus, PAYMENT_METHODS, schoolDateTime, schoolDay } from '@ds/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { courses, infrastructures, lessonCharges, lessons } from '../schema';

const DAYS = 365;
/** Lessons still owed are among the last two months'. */
const OWED_WITHIN_DAYS = 61;
const INSERT_CHUNK = 500;
const MOTO_COURSE = 'Cours de base moto';

export interface DemoYearTeacher {
  id: string;
  schoolId: string | null;
  /** His individual lesson course (CHF 100 for 60 minutes, as every monitor's default lesson). */
  lessonId: string;
  studentIds: string[];
  /** An infrastructure of his invoiced with some of his lessons (auto-invoice, priced). */
  chargedInfrastructureId?: string;
}

/** One lesson in seven of a teacher with an auto-invoiced infrastructure is charged for it. */
const CHARGED_EVERY = 7;

/** A fixed sequence of numbers (a linear congruential generator): the same demo at every seeding. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
}

/**
 * Issue 26 demo: a year of priced, ended lessons for each demo teacher of the school, so that the
 * turnover, its charts and the open bills are meaningful at once. Monday to Saturday, one to three
 * lessons an afternoon among his students: mostly an hour of his lesson course (CHF 100), some of
 * 90 minutes (CHF 150), some at a price set by hand (CHF 90), and for the head now and then her
 * motorcycle basic course (CHF 180). Mostly paid on the day (cash, TWINT, bank transfer or card
 * in turn), a third of the last two months' still owed, one in twenty-five offered; one in seven
 * of a teacher's with an auto-invoiced infrastructure (the head's training ground) charged for it
 * at its price. Written only with the rest of the demo, into an empty database, in a few
 * multi-row inserts.
 */
export async function seedDemoLessonsYear(db: Db, teachers: DemoYearTeacher[], now: Date): Promise<void> {
  const next = sequence(26);
  const today = schoolDay(now);
  const [moto] = await db
    .select({ id: courses.id, ownerId: courses.ownerId })
    .from(courses)
    .where(
      and(
        inArray(
          courses.ownerId,
          teachers.map((teacher) => teacher.id),
        ),
        eq(courses.label, MOTO_COURSE),
      ),
    );
  const charged = await db
    .select({ id: infrastructures.id, name: infrastructures.name, priceCentimes: infrastructures.priceCentimes })
    .from(infrastructures)
    .where(
      inArray(
        infrastructures.id,
        teachers.flatMap((teacher) => (teacher.chargedInfrastructureId ? [teacher.chargedInfrastructureId] : [])),
      ),
    );
  const rows: (typeof lessons.$inferInsert)[] = [];
  const charges: (typeof lessonCharges.$inferInsert)[] = [];
  for (let daysAgo = DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = dayPlus(today, -daysAgo);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) continue;
    for (const teacher of teachers) {
      if (teacher.studentIds.length === 0) continue;
      const count = 1 + (next() % 3);
      for (let slot = 0; slot < count; slot += 1) {
        const draw = next() % 100;
        const motoLesson = moto?.ownerId === teacher.id && draw < 5;
        const minutes = motoLesson ? 240 : draw < 25 ? 90 : 60;
        const priceCentimes = motoLesson ? 18_000 : draw >= 92 ? 9_000 : minutes === 90 ? 15_000 : 10_000;
        const startedAt = schoolDateTime(day, `${String(13 + slot * 2).padStart(2, '0')}:00`);
        const offered = next() % 25 === 0;
        const paid = !offered && (daysAgo > OWED_WITHIN_DAYS || next() % 3 !== 0);
        const id = randomUUID();
        const infrastructure = charged.find((found) => found.id === teacher.chargedInfrastructureId);
        if (infrastructure && !motoLesson && rows.length % CHARGED_EVERY === 0) {
          charges.push({
            lessonId: id,
            infrastructureId: infrastructure.id,
            label: infrastructure.name,
            amountCentimes: infrastructure.priceCentimes,
          });
        }
        rows.push({
          id,
          schoolId: teacher.schoolId,
          monitorId: teacher.id,
          studentId: teacher.studentIds[next() % teacher.studentIds.length] as string,
          courseId: motoLesson ? (moto?.id ?? null) : teacher.lessonId,
          startedAt,
          endedAt: new Date(startedAt.getTime() + minutes * 60_000),
          paid,
          offered,
          priceCentimes,
          paidOn: paid ? day : null,
          paymentMethod: paid ? PAYMENT_METHODS[rows.length % PAYMENT_METHODS.length] : null,
        });
      }
    }
  }
  for (let first = 0; first < rows.length; first += INSERT_CHUNK) {
    await db.insert(lessons).values(rows.slice(first, first + INSERT_CHUNK));
  }
  for (let first = 0; first < charges.length; first += INSERT_CHUNK) {
    await db.insert(lessonCharges).values(charges.slice(first, first + INSERT_CHUNK));
  }
}
