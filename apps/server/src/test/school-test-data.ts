import { EMPLOYEE_RIGHTS, type EmployeeRight } from '@ds/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schoolEmployees, users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { hashPassword } from '../lib/passwords';

/**
 * An employee of the demo school (the head's), confirmed, with the demo password, on these terms:
 * every right by default, from 2020 on with no end.
 */
export async function addDemoEmployee(
  db: Db,
  email: string,
  terms: { rights?: readonly EmployeeRight[]; startsOn?: string; endsOn?: string | null } = {},
): Promise<{ id: string; schoolId: string }> {
  const [head] = await db.select({ schoolId: users.schoolId }).from(users).where(eq(users.email, 'head@demo.ch'));
  if (!head?.schoolId) throw new Error('the demo school is missing');
  const [employee] = await db
    .insert(users)
    .values({
      email,
      role: 'employee',
      firstname: 'Emma',
      name: email.split('@')[0] ?? 'Employee',
      schoolId: head.schoolId,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      confirmedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!employee) throw new Error('employee not written');
  await db.insert(schoolEmployees).values({
    userId: employee.id,
    schoolId: head.schoolId,
    startsOn: terms.startsOn ?? '2020-01-01',
    endsOn: terms.endsOn ?? null,
    rights: [...(terms.rights ?? EMPLOYEE_RIGHTS)],
  });
  return { id: employee.id, schoolId: head.schoolId };
}
