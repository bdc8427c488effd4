import type { Comment } from '@ds/domain';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Actor } from '../auth/session.service';
import { requireStudent } from '../students/student-access.service';
import { type CommentRow, deleteComment, findComment, findComments, insertComment } from './comments.repo';

const notFound = () => new NotFoundError('No such comment');

function presentComment({ comment, author }: { comment: CommentRow; author: string | null }): Comment {
  return {
    id: comment.id,
    text: comment.text,
    skillId: comment.skillId,
    author: author ?? '',
    createdAt: comment.createdAt,
  };
}

export async function listComments(db: Db, actor: Actor, studentId: string): Promise<Comment[]> {
  await requireStudent(db, actor, studentId, 'read');
  return (await findComments(db, studentId)).map(presentComment);
}

/**
 * A general comment. Skills of the training card arrive with the lessons issue: until then no
 * skill exists, so a comment bound to one is refused rather than left pointing at nothing.
 */
export async function addComment(
  db: Db,
  actor: Actor,
  studentId: string,
  input: { text: string; skillId: string | null },
): Promise<Comment> {
  await requireStudent(db, actor, studentId, 'write');
  if (input.skillId) {
    throw new ValidationError([
      { field: 'body.skillId', rule: 'unknown_reference', message: 'must be a skill of the training card' },
    ]);
  }
  const id = await insertComment(db, { studentId, authorId: actor.userId, text: input.text, skillId: null });
  const stored = await findComment(db, studentId, id);
  if (!stored) throw notFound();
  return presentComment(stored);
}

/** Its author may delete a comment, and so may whoever owns the student (his monitor, the school head). */
export async function removeComment(db: Db, actor: Actor, studentId: string, id: string): Promise<void> {
  const { access } = await requireStudent(db, actor, studentId, 'write');
  const stored = await findComment(db, studentId, id);
  if (!stored) throw notFound();
  if (stored.comment.authorId !== actor.userId && access !== 'owner') {
    throw new ForbiddenError("Only its author or the student's monitor may delete a comment");
  }
  await deleteComment(db, studentId, id);
}
