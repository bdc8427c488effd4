import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  DEMO_SARI_ACCOUNT,
  DEMO_SARI_COURSE_ID,
  DEMO_SARI_ENROLLED,
  DEMO_SARI_UNKNOWN_FABER,
} from '../../integrations/sari/sari-demo';
import type { Secrets } from '../../lib/secrets';
import type { Db } from '../client';
import {
  appointmentStudents,
  appointments,
  courses,
  registrySubmissions,
  sariAccounts,
  students,
  users,
} from '../schema';

/**
 * The demo's SARI story: head@demo.ch's account at the SARI simulator (sealed; only when the
 * simulators run, see seedDatabase) and two learners of her VKU course already sent: Léa
 * registered (the simulator starts with her enrolled), Chloé refused, SARI knowing no such person.
 */
export async function seedDemoRegistries(db: Db, providerAccounts: Secrets | undefined): Promise<void> {
  const [head] = await db
    .select({ id: users.id, schoolId: users.schoolId })
    .from(users)
    .where(eq(users.email, 'head@demo.ch'));
  if (!head?.schoolId) throw new Error('the demo head is missing');
  if (providerAccounts) {
    await db.insert(sariAccounts).values({
      userId: head.id,
      username: DEMO_SARI_ACCOUNT.username,
      clientId: DEMO_SARI_ACCOUNT.clientId,
      secretSealed: providerAccounts.encrypt(DEMO_SARI_ACCOUNT.clientSecret),
      passwordSealed: providerAccounts.encrypt(DEMO_SARI_ACCOUNT.password),
    });
  }
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.ownerId, head.id), eq(courses.sariId, DEMO_SARI_COURSE_ID)));
  if (!course) throw new Error('the demo VKU course is missing');
  const sent = await db
    .select({ id: students.id, faber: students.faber })
    .from(students)
    .where(
      and(
        eq(students.schoolId, head.schoolId),
        inArray(students.faber, [DEMO_SARI_ENROLLED.faber, DEMO_SARI_UNKNOWN_FABER]),
      ),
    );
  const lastSession = async (studentId: string) => {
    const [row] = await db
      .select({ id: appointments.id, endsAt: appointments.endsAt })
      .from(appointments)
      .innerJoin(appointmentStudents, eq(appointmentStudents.appointmentId, appointments.id))
      .where(and(eq(appointments.courseId, course.id), eq(appointmentStudents.studentId, studentId)))
      .orderBy(desc(appointments.startsAt))
      .limit(1);
    return row;
  };
  for (const student of sent) {
    const session = await lastSession(student.id);
    const registered = student.faber === DEMO_SARI_ENROLLED.faber;
    const at = session?.endsAt ?? new Date();
    await db.insert(registrySubmissions).values({
      registry: 'sari',
      schoolId: head.schoolId,
      monitorId: head.id,
      studentId: student.id,
      courseId: course.id,
      appointmentId: session?.id ?? null,
      externalCourseId: DEMO_SARI_COURSE_ID,
      status: registered ? 'registered' : 'refused',
      reason: registered ? null : 'PERSON_NOT_FOUND',
      attempts: 1,
      requestedBy: head.id,
      requestedAt: at,
      answeredAt: at,
    });
  }
}
