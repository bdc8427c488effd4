import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingPolicies, courses, users } from '../schema';

/**
 * Issue 30's demo: head@demo.ch publishes his slots for his individual driving lesson (B), which
 * student@demo.ch books from /booking: four weeks ahead, a day's notice, 45 or 90 minutes on the
 * quarter hour with a quarter hour between lessons, three open bookings, free cancellation until
 * 24 hours before.
 */
export async function seedDemoBooking(db: Db): Promise<void> {
  const [head] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'head@demo.ch'));
  if (!head) throw new Error('the demo head is missing');
  await db
    .update(courses)
    .set({ selfRegistration: true })
    .where(and(eq(courses.ownerId, head.id), eq(courses.individual, true), eq(courses.category, 'B')));
  await db.insert(bookingPolicies).values({
    monitorId: head.id,
    published: true,
    horizonWeeks: 4,
    noticeUnit: 'hours',
    noticeAmount: 24,
    lessonLengths: [45, 90],
    stepMinutes: 15,
    bufferMinutes: 15,
    requireConfirmation: false,
    maxOpenBookings: 3,
    freeCancellationHours: 24,
  });
}
