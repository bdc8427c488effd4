import type { Db } from '../../../db/client';
import { findOwnStudentRecords } from '../../../kernel/access/access';

/** Whether a student record is the learner himself (his record at one of his schools). */
export async function isOwnRecord(db: Db, userId: string, studentId: string): Promise<boolean> {
  return (await findOwnStudentRecords(db, userId)).some((record) => record.id === studentId);
}
