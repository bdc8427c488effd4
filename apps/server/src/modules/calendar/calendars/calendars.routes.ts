import { calendarInput, calendarSchema, calendarShareInput, calendarShareSchema, envelope } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses as errors } from '../../../lib/route-schema';
import {
  createCalendar,
  listCalendars,
  listShares,
  removeCalendar,
  replaceCalendar,
  shareCalendar,
  unshareCalendar,
} from './calendars.service';

const readCalendar = { access: { action: 'read', subject: 'calendar' } } as const;
const manageCalendar = { access: { action: 'manage', subject: 'calendar' } } as const;
const params = z.object({ id: z.uuid() });
const shareParams = z.object({ id: z.uuid(), monitorId: z.uuid() });
const done = envelope(z.object({ deleted: z.literal(true) }));

/** Calendars (spec §3 Calendar) and their shares with other monitors (spec §3, §4 Calendar share). */
export const calendarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['calendars'];

  app.get(
    '/calendars',
    {
      config: readCalendar,
      schema: {
        tags,
        summary: 'My calendars (the main one first) and those shared with me, with my access to each',
        response: { 200: envelope(z.array(calendarSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listCalendars(db, actorOf(request)) }),
  );

  app.post(
    '/calendars',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: 'Adds a calendar of mine',
        body: calendarInput,
        response: { 201: envelope(calendarSchema), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createCalendar(db, actorOf(request), request.body) }),
  );

  app.put(
    '/calendars/:id',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: "Changes my calendar's label, colour, default lesson duration, work-day hours or overlay flag",
        params,
        body: calendarInput,
        response: { 200: envelope(calendarSchema), ...errors },
      },
    },
    async (request) => ({ data: await replaceCalendar(db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/calendars/:id',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: 'Deletes my calendar with its appointments (never the main one: 409)',
        params,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await removeCalendar(db, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    '/calendars/:id/shares',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: 'The monitors my calendar is shared with, and their access',
        params,
        response: { 200: envelope(z.array(calendarShareSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listShares(db, actorOf(request), request.params.id) }),
  );

  app.put(
    '/calendars/:id/shares/:monitorId',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: 'Shares my calendar with another monitor of my school, read-only or read-write, or changes it',
        params: shareParams,
        body: calendarShareInput,
        response: { 200: envelope(z.array(calendarShareSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await shareCalendar(db, actorOf(request), request.params.id, request.params.monitorId, request.body),
    }),
  );

  app.delete(
    '/calendars/:id/shares/:monitorId',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: 'Stops sharing my calendar with that monitor',
        params: shareParams,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await unshareCalendar(db, actorOf(request), request.params.id, request.params.monitorId);
      return { data: { deleted: true as const } };
    },
  );
};
