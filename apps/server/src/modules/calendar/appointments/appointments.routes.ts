import {
  appointmentCopyInput,
  appointmentCreateInput,
  appointmentPaidInput,
  appointmentSchema,
  appointmentUpdateInput,
  appointmentWindowQuery,
  availabilityQuery,
  availabilitySchema,
  courseSchema,
  envelope,
  freeSlotsQuery,
  freeSlotsSchema,
  locationSuggestionsQuery,
  seriesScopeQuery,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses } from '../../../lib/route-schema';
import { sendSerialised } from '../../../lib/send-serialised';
import { copyAppointment } from './appointment-copy.service';
import { bookAppointment, changeAppointment, removeAppointment } from './appointment-series.service';
import { WindowAnswerCache } from './appointment-window-cache';
import {
  checkAvailability,
  getAppointment,
  listAppointments,
  listBookableCourses,
  setAppointmentPaid,
  suggestLocations,
} from './appointments.service';
import { findFreeSlots } from './free-slots.service';

/** Appointments: booked, listed, changed and deleted in the calendars one holds. */
/** Booking, changing, copying and deleting sessions: an employee's `createAppointments` right (spec §6). */
const book = { access: { action: 'manage', subject: 'calendar', right: 'createAppointments' } } as const;

export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['appointments'];
  const errors = recordErrorResponses;
  const windows = new WindowAnswerCache();

  app.post(
    '/appointments',
    {
      config: book,
      schema: {
        tags,
        summary:
          'Books an appointment, or a weekly series up to repeatWeeklyUntil (course dates and resource availability checked for each)',
        body: appointmentCreateInput,
        response: { 201: envelope(appointmentSchema), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await bookAppointment(db, actorOf(request), request.body) }),
  );

  app.post(
    '/appointments/:id/copy',
    {
      config: book,
      schema: {
        tags,
        summary: 'Copies an appointment to another start with every booking rule (409 copy_impossible and why)',
        params: z.object({ id: z.uuid() }),
        body: appointmentCopyInput,
        response: { 201: envelope(appointmentSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await copyAppointment(db, actorOf(request), request.params.id, request.body) }),
  );

  app.get(
    '/appointment-locations',
    {
      config: { access: { action: 'read', subject: 'calendar' } },
      schema: {
        tags,
        summary: 'Locations of my appointments of the last 6 months, the most used first',
        querystring: locationSuggestionsQuery,
        response: { 200: envelope(z.array(z.string())), ...errors },
      },
    },
    async (request) => ({ data: await suggestLocations(db, actorOf(request), request.query.q) }),
  );

  app.get(
    '/free-slots',
    {
      config: { access: { action: 'manage', subject: 'calendar' } },
      schema: {
        tags,
        summary:
          'Free lesson starts for a student, or the monitor alone, over the coming days (work-day hours, cantonal public holidays and Sundays skipped)',
        querystring: freeSlotsQuery,
        response: { 200: envelope(freeSlotsSchema), ...errors },
      },
    },
    async (request) => ({ data: await findFreeSlots(db, actorOf(request), request.query) }),
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
    async (request, reply) =>
      sendSerialised(request, reply, await listAppointments(db, actorOf(request), request.query, windows)),
  );

  app.put(
    '/appointments/:id',
    {
      config: book,
      schema: {
        tags,
        summary:
          'Changes an appointment of a calendar I may write, or with scope=series it and the following ones of its series, with the version I read (409 stale_version if changed since)',
        params: z.object({ id: z.uuid() }),
        body: appointmentUpdateInput,
        response: { 200: envelope(appointmentSchema), ...errors },
      },
    },
    async (request) => ({
      data: await changeAppointment(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/appointments/:id/paid',
    {
      config: { access: { action: 'manage', subject: 'calendar' } },
      schema: {
        tags,
        summary: 'Marks an appointment of a calendar I may write paid or not, leaving the rest of it as it is',
        params: z.object({ id: z.uuid() }),
        body: appointmentPaidInput,
        response: { 200: envelope(appointmentSchema), ...errors },
      },
    },
    async (request) => ({
      data: await setAppointmentPaid(db, actorOf(request), request.params.id, request.body.paid),
    }),
  );

  app.delete(
    '/appointments/:id',
    {
      config: book,
      schema: {
        tags,
        summary: 'Deletes an appointment of a calendar I may write, or with scope=series it and the following ones',
        params: z.object({ id: z.uuid() }),
        querystring: seriesScopeQuery,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await removeAppointment(db, actorOf(request), request.params.id, request.query.scope);
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
