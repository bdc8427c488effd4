import { commentInput, commentSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerStudentResource } from '../../students';
import { addComment, listComments, removeComment } from './comments.service';

/** A student's comments (spec §2 /students/profile): general ones, or on a skill of a lesson. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerStudentResource(app, {
    path: 'comments',
    itemParam: 'commentId',
    noun: 'comment',
    input: commentInput,
    output: commentSchema,
    list: (actor, studentId) => listComments(db, actor, studentId),
    create: (actor, studentId, input) => addComment(db, actor, studentId, input),
    remove: (actor, studentId, id) => removeComment(db, actor, studentId, id),
  });
};
