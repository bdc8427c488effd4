import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { linkRequests, studentMonitors, students, users } from '../schema';

const DAY_MS = 86_400_000;

/**
 * Two open connection requests with the head of the demo school, one each way:
 * learner@demo.ch asked him to be his monitor, and he invited one of his pending students
 * (seeded by demo-students, so call this after it) by e-mail.
 */
export async function seedDemoLinkRequests(db: Db, demoUsers: { id: string; email: string }[]): Promise<void> {
  const idOf = (email: string) => {
    const user = demoUsers.find((row) => row.email === email);
    if (!user) throw new Error(`demo ${email} missing`);
    return user.id;
  };
  const headId = idOf('head@demo.ch');
  const [learner] = await db
    .select()
    .from(users)
    .where(eq(users.id, idOf('learner@demo.ch')));
  const [pending] = await db
    .select({ id: students.id, email: students.email, firstname: students.firstname, name: students.name })
    .from(studentMonitors)
    .innerJoin(students, eq(students.id, studentMonitors.studentId))
    .where(and(eq(studentMonitors.monitorId, headId), eq(studentMonitors.status, 'pending')))
    .orderBy(asc(students.createdAt))
    .limit(1);
  if (!learner || !pending?.email) throw new Error('demo learner or pending student missing');

  await db.insert(linkRequests).values({
    monitorId: headId,
    studentUserId: learner.id,
    email: learner.email,
    firstname: learner.firstname,
    name: learner.name,
    direction: 'fromStudent',
    createdAt: new Date(Date.now() - 2 * DAY_MS),
  });
  await db.insert(linkRequests).values({
    monitorId: headId,
    studentId: pending.id,
    email: pending.email,
    firstname: pending.firstname,
    name: pending.name,
    direction: 'fromMonitor',
    createdAt: new Date(Date.now() - DAY_MS),
  });
}
