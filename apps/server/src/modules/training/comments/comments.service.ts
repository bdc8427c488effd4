import type { Comment, StudentAccess } from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import { isSkillOfSchool } from '../cards/training-cards.repo';
import { type CommentRow, deleteComment, findComment, findComments, insertComment } from './comments.repo';

const notFound = () => new NotFoundError('No such comment');

/** Its author may delete a comment, and so may whoever owns the student (his monitor, the school head). */
function mayDelete(actor: Actor, access: StudentAccess, comment: CommentRow): boolean {
  return access === 'owner' || (access === 'write' && comment.authorId === actor.userId);
}

function presenter(actor: Actor, access: StudentAccess) {
  return ({
    comment,
    author,
    skillName,
  }: {
    comment: CommentRow;
    author: string | null;
    skillName: string | null;
  }): Comment => ({
    id: comment.id,
    text: comment.text,
    skillId: comment.skillId,
    skillName,
    author: author ?? '',
    createdAt: comment.createdAt,
    deletable: mayDelete(actor, access, comment),
  });
}

export async function listComments(db: Db, actor: Actor, studentId: string): Promise<Comment[]> {
  const { access } = await requireAccess(db, actor, 'student.read', studentId);
  return (await findComments(db, studentId)).map(presenter(actor, access));
}

/** A comment, general or on a skill of a training card of the student's school (spec §3 Comment). */
export async function addComment(
  db: Db,
  actor: Actor,
  studentId: string,
  input: { text: string; skillId: string | null },
): Promise<Comment> {
  const { student, access } = await requireAccess(db, actor, 'student.write', studentId);
  if (input.skillId && !(await isSkillOfSchool(db, student.schoolId, input.skillId))) {
    throw new ValidationError([
      { field: 'body.skillId', rule: 'unknown_reference', message: 'must be a skill of a training card of the school' },
    ]);
  }
  const id = await insertComment(db, { studentId, authorId: actor.userId, text: input.text, skillId: input.skillId });
  const stored = await findComment(db, studentId, id);
  if (!stored) throw notFound();
  return presenter(actor, access)(stored);
}

export async function removeComment(db: Db, actor: Actor, studentId: string, id: string): Promise<void> {
  const { access } = await requireAccess(db, actor, 'student.write', studentId);
  const stored = await findComment(db, studentId, id);
  if (!stored) throw notFound();
  if (!mayDelete(actor, access, stored.comment)) {
    throw new ForbiddenError("Only its author or the student's monitor may delete a comment");
  }
  await deleteComment(db, studentId, id);
}
