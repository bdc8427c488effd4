import type { BookingPolicy } from '@ds/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingCourseReadiness, bookingPolicies, courses } from '../../../db/schema';
import { updateAtVersion, type VersionedWrite } from '../../../db/versioned-update';

export type BookingPolicyRow = typeof bookingPolicies.$inferSelect;

export async function findBookingPolicy(db: Db, monitorId: string): Promise<BookingPolicyRow | undefined> {
  const [row] = await db.select().from(bookingPolicies).where(eq(bookingPolicies.monitorId, monitorId));
  return row;
}

/** The first save: written only if no other save came first (then the caller's version is stale). */
export async function insertBookingPolicy(db: Db, monitorId: string, policy: BookingPolicy) {
  const [row] = await db
    .insert(bookingPolicies)
    .values({ monitorId, ...policy })
    .onConflictDoNothing()
    .returning();
  return row;
}

export function updateBookingPolicy(
  db: Db,
  monitorId: string,
  version: number,
  policy: BookingPolicy,
): Promise<VersionedWrite<BookingPolicyRow>> {
  return updateAtVersion(db, bookingPolicies, eq(bookingPolicies.monitorId, monitorId), version, {
    ...policy,
    updatedAt: new Date(),
  });
}

/** The monitor's courses students may book themselves: personal, enabled, self-registration on. */
export function findSelfBookableCourses(db: Db, monitorId: string) {
  return db
    .select({
      id: courses.id,
      label: courses.label,
      durationMinutes: courses.durationMinutes,
      priceCentimes: courses.priceCentimes,
      paymentAtRegistration: courses.paymentAtRegistration,
      readyDomain: bookingCourseReadiness.domainFormat,
    })
    .from(courses)
    .leftJoin(bookingCourseReadiness, eq(bookingCourseReadiness.courseId, courses.id))
    .where(
      and(
        eq(courses.ownerId, monitorId),
        eq(courses.individual, true),
        eq(courses.selfRegistration, true),
        isNull(courses.disabledAt),
      ),
    )
    .orderBy(asc(courses.label), asc(courses.id));
}

/** Sets the domain a course's students must be ready in, or lifts it (null). */
export async function setCourseReadiness(db: Db, courseId: string, domainFormat: string | null): Promise<void> {
  if (domainFormat === null) {
    await db.delete(bookingCourseReadiness).where(eq(bookingCourseReadiness.courseId, courseId));
    return;
  }
  await db
    .insert(bookingCourseReadiness)
    .values({ courseId, domainFormat })
    .onConflictDoUpdate({ target: bookingCourseReadiness.courseId, set: { domainFormat } });
}
