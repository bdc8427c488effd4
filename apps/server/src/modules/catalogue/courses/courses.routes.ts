import { courseInput, courseSchema, envelope, errorBodySchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { registerOwnedResource } from '../../../lib/crud-routes';
import { commonErrorResponses } from '../../../lib/route-schema';
import { createCourse, getCourse, listCourses, setCourseDisabled, updateCourse } from './courses.service';

/** /courses (spec §2): admin licence or fre. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const access = { action: 'manage', subject: 'courses', adminLicence: true } as const;
  const writeAccess = { ...access, right: 'createCourses' } as const;
  registerOwnedResource(app, {
    path: '/courses',
    tag: 'courses',
    noun: 'course or lesson',
    access,
    writeAccess,
    input: courseInput,
    output: courseSchema,
    list: (actor) => listCourses(db, actor),
    create: (actor, input) => createCourse(db, actor, input),
    update: (actor, id, input, version) => updateCourse(db, actor, id, input, version),
  });

  const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };
  const params = z.object({ id: z.uuid() });
  app.get(
    '/courses/:id',
    {
      config: { access },
      schema: {
        tags: ['courses'],
        summary: 'One of my courses, or one my school shares with its employees',
        params,
        response: { 200: envelope(courseSchema), ...errors },
      },
    },
    async (request) => ({ data: await getCourse(db, actorOf(request), request.params.id) }),
  );
  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/courses/:id/${action}`,
      {
        config: { access: writeAccess },
        schema: {
          tags: ['courses'],
          summary: disabled ? 'Disables a course (replaces deletion)' : 'Enables a disabled course again',
          params,
          response: { 200: envelope(courseSchema), ...errors },
        },
      },
      async (request) => ({ data: await setCourseDisabled(db, actorOf(request), request.params.id, disabled) }),
    );
  }
};
