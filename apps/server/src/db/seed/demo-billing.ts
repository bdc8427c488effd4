import { randomUUID } from 'node:crypto';
import { dayPlus, schoolDay, schoolDayBounds } from '@ds/domain';
import { and, asc, eq } from 'drizzle-orm';
import { nextInvoiceNumber } from '../../modules/commerce';
import type { Db } from '../client';
import { courses, lessonInvoices, lessons, students, users } from '../schema';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** What a demo lesson cost. */
const LESSON_PRICE = 9500;

/**
 * head@demo.ch's open bills (issue 26 §3): two lessons of student@demo.ch given seven and six
 * weeks ago, unpaid, grouped into a lesson invoice issued 45 days ago with the default terms
 * (30 days to pay, reminders 10 and 30 days after), so it is 15 days overdue with its first
 * reminder counted and the second still to come. Written as rows: the services date everything today.
 */
export async function seedDemoBilling(db: Db, now = new Date()): Promise<void> {
  const [head] = await db.select().from(users).where(eq(users.email, 'head@demo.ch'));
  const [student] = await db.select().from(students).where(eq(students.email, 'student@demo.ch'));
  if (!head?.schoolId || !student) throw new Error('the demo head or student is missing');
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.ownerId, head.id), eq(courses.individual, true)))
    .orderBy(asc(courses.label))
    .limit(1);
  await db.transaction(async (tx) => {
    // Counted in school days: 45 × 24 h back may cross a change of clocks and land on another day.
    const issuedOn = dayPlus(schoolDay(now), -45);
    const issuedAt = schoolDayBounds(issuedOn).start;
    const lessonIds = [49, 42].map(() => randomUUID());
    const [invoice] = await tx
      .insert(lessonInvoices)
      .values({
        series: head.schoolId as string,
        number: await nextInvoiceNumber(tx, { kind: 'school', schoolId: head.schoolId as string }, issuedAt),
        schoolId: head.schoolId,
        monitorId: head.id,
        studentId: student.id,
        issuedOn,
        dueOn: dayPlus(issuedOn, 30),
        total: LESSON_PRICE * lessonIds.length,
        remindersSent: 1,
        createdBy: head.id,
        createdAt: issuedAt,
      })
      .returning({ id: lessonInvoices.id });
    for (const [index, daysAgo] of [49, 42].entries()) {
      const startedAt = new Date(now.getTime() - daysAgo * DAY_MS);
      startedAt.setUTCHours(14, 0, 0, 0);
      await tx.insert(lessons).values({
        id: lessonIds[index] as string,
        schoolId: head.schoolId,
        monitorId: head.id,
        studentId: student.id,
        startedAt,
        endedAt: new Date(startedAt.getTime() + HOUR_MS),
        priceCentimes: LESSON_PRICE,
        courseId: course?.id ?? null,
        invoiceId: invoice?.id,
      });
    }
  });
}
