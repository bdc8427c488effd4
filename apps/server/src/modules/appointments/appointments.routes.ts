import {
  appointmentInput,
  appointmentSchema,
  appointmentUpdateInput,
  appointmentWindowQuery,
  availabilityQuery,
  availabilitySchema,
  courseSchema,
  envelope,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordErrorResponses } from '../../lib/route-schema';
import { actorOf } from '../../plugins/route-access';
import {
  checkAvailability,
  createAppointment,
  deleteAppointment,
  getAppointment,
  listAppointments,
  listBookableCourses,
  updateAppointment,
} from './appointments.service';

/** Appointments: booked, listed, changed and deleted in the calendars one holds. */
export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['appointments'];
  const errors = recordErrorResponses;

  app.post(
    '/appointments',
    {
      config: { access: { action: 'manage', subject: 'calendar' } },
      schema: {
        tags,
        summary: 'Books an appointment (course dates and resource availability checked)',
        body: appointmentInput,
        response: { 201: envelope(appointmentSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createAppointment(db, actorOf(request), request.body) }),
  );

  app.get(
    '/appointments',
    {
      config: { access: { action: 'read', subject: 'calendar' } },
      schema: {
        tags,
        summary: 'The appointments of the calendars I see (or those named) overlapping a window of at most 62 days',
        querystring: appointmentWindowQuery,
        response: { 200: envelope(z.array(appointmentSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listAppointments(db, actorOf(request), request.query) }),
  );

  app.put(
    '/appointments/:id',
    {
      config: { access: { action: 'manage', subject: 'calendar' } },
      schema: {
        tags,
        summary:
          'Changes an appointment of a calendar I may write, with the version I read (409 stale_version if changed since)',
        params: z.object({ id: z.uuid() }),
        body: appointmentUpdateInput,
        response: { 200: envelope(appointmentSchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateAppointment(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/appointments/:id',
    {
      config: { access: { action: 'manage', subject: 'calendar' } },
      schema: {
        tags,
        summary: 'Deletes an appointment of a calendar I may write',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await deleteAppointment(db, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    '/appointments/:id',
    {
      config: { access: { action: 'read', subject: 'calendar' } },
      schema: {
        tags,
        summary: 'An appointment of a calendar I see, with its course even when disabled',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelope(appointmentSchema), ...errors },
      },
    },
    async (request) => ({ data: await getAppointment(db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/bookable-courses',
    {
      config: { access: { action: 'read', subject: 'calendar' } },
      schema: {
        tags,
        summary: 'The enabled courses I may book: mine, and for an employee those shared with employees',
        response: { 200: envelope(z.array(courseSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listBookableCourses(db, actorOf(request)) }),
  );

  app.get(
    '/availability',
    {
      config: { access: { action: 'read', subject: 'calendar' } },
      schema: {
        tags,
        summary: 'Whether infrastructures and vehicles of my school are free between start and end',
        querystring: availabilityQuery,
        response: { 200: envelope(availabilitySchema), ...errors },
      },
    },
    async (request) => ({ data: await checkAvailability(db, actorOf(request), request.query) }),
  );
};
