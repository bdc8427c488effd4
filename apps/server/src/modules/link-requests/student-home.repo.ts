import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examiners, schools, studentExams, studentMonitors, students, studentTasks, users } from '../../db/schema';

/** The student records that are the user himself (one per school he learns with). */
function ownRecordIds(db: Db, userId: string) {
  return db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
}

/** The monitors actively linked to the user's records, with their school. */
export function findMyMonitors(db: Db, userId: string) {
  return db
    .selectDistinct({
      id: users.id,
      firstname: users.firstname,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      school: schools.name,
    })
    .from(studentMonitors)
    .innerJoin(users, eq(users.id, studentMonitors.monitorId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(and(inArray(studentMonitors.studentId, ownRecordIds(db, userId)), eq(studentMonitors.status, 'active')))
    .orderBy(asc(users.name), asc(users.firstname), asc(users.id));
}

/** The user's tasks not done yet, the soonest deadline first (no deadline last). */
export function findOpenTasks(db: Db, userId: string) {
  return db
    .select()
    .from(studentTasks)
    .where(and(inArray(studentTasks.studentId, ownRecordIds(db, userId)), isNull(studentTasks.doneAt)))
    .orderBy(sql`${studentTasks.dueDate} asc nulls last`, sql`${studentTasks.dueTime} asc nulls last`)
    .limit(100);
}

/** The user's exams by date (undated last), with their examiner. */
export function findExams(db: Db, userId: string) {
  return db
    .select({ exam: studentExams, examiner: examiners })
    .from(studentExams)
    .leftJoin(examiners, eq(examiners.id, studentExams.examinerId))
    .where(inArray(studentExams.studentId, ownRecordIds(db, userId)))
    .orderBy(sql`${studentExams.date} asc nulls last`, asc(studentExams.createdAt))
    .limit(100);
}
