import { holdingAllows, type StudentAccess } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { findHeldStudent, type StudentRow } from './student-access.repo';

/**
 * The student if the actor holds him with at least `needed` access: an unknown id or another
 * school's student is a 404 (nothing leaks), a read-only share asked to write is a 403.
 */
export async function requireStudent(
  db: Db,
  actor: Actor,
  studentId: string,
  needed: StudentAccess,
): Promise<{ student: StudentRow; access: StudentAccess }> {
  const held = await findHeldStudent(db, actor, studentId);
  if (!held) throw new NotFoundError('No such student');
  if (!holdingAllows(held.access, needed)) throw new ForbiddenError('Your access to this student does not allow this');
  return held;
}
