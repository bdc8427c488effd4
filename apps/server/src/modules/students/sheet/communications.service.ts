import { type Communication, redactLinkTokens, STUDENT_COMMUNICATIONS_SHOWN } from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { findStudentMessages } from './communications.repo';

/** Spec §9: the sheet lists the last 50 e-mails and SMS concerning the student, newest first. */
export async function listCommunications(db: Db, actor: Actor, studentId: string): Promise<Communication[]> {
  await requireAccess(db, actor, 'student.read', studentId);
  const messages = await findStudentMessages(db, studentId, STUDENT_COMMUNICATIONS_SHOWN);
  return messages.map((message) => ({ ...message, body: redactLinkTokens(message.body) }));
}
