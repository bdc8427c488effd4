import type { Db } from '../../../db/client';
import {
  deleteLinksOfOthers,
  deleteOtherLinksOf,
  findManagedStudentIds,
  insertStudentEvents,
  moveOwnerLinks,
  moveStudentsToSchool,
} from './student-departure.repo';

/** The same line in the history of each student. */
function recordEach(
  db: Db,
  studentIds: string[],
  actorId: string,
  action: 'transferred' | 'schoolChanged',
  details: Record<string, unknown>,
) {
  return insertStudentEvents(
    db,
    studentIds.map((studentId) => ({ studentId, actorId, action, details })),
  );
}

interface Departure {
  schoolId: string;
  /** The monitor leaving the school. */
  monitorId: string;
  /** Who acts (the monitor himself, or an administrator). */
  actorId: string;
}

/**
 * A monitor leaves his school and hands the students he manages to another monitor of it: each
 * owner link moves (a share the other had of them is replaced), his shares of other students go,
 * and each student's history says so. Runs in the caller's transaction; answers how many moved.
 */
export async function handOverManagedStudents(
  db: Db,
  departure: Departure & { to: { id: string; name: string } },
): Promise<number> {
  const ids = await findManagedStudentIds(db, departure.schoolId, departure.monitorId);
  if (ids.length > 0) await moveOwnerLinks(db, ids, departure.monitorId, departure.to.id);
  await deleteOtherLinksOf(db, departure.schoolId, departure.monitorId);
  await recordEach(db, ids, departure.actorId, 'transferred', {
    fromId: departure.monitorId,
    toId: departure.to.id,
    to: departure.to.name,
  });
  return ids.length;
}

/**
 * A monitor leaves his school with the students he manages: they move to his new school with
 * their records (exams keep their examiners, copied), the other monitors' links to them go, and
 * so do his links to students he does not manage. Runs in the caller's transaction.
 */
export async function takeManagedStudentsAlong(
  db: Db,
  departure: Departure & { toSchool: { id: string; name: string } },
): Promise<number> {
  const ids = await findManagedStudentIds(db, departure.schoolId, departure.monitorId);
  await deleteOtherLinksOf(db, departure.schoolId, departure.monitorId);
  if (ids.length === 0) return 0;
  await deleteLinksOfOthers(db, ids, departure.monitorId);
  await moveStudentsToSchool(db, ids, departure.toSchool.id);
  await recordEach(db, ids, departure.actorId, 'schoolChanged', {
    fromSchoolId: departure.schoolId,
    toSchoolId: departure.toSchool.id,
    to: departure.toSchool.name,
  });
  return ids.length;
}
