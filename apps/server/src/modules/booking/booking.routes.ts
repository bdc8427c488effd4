import {
  bookingLinkParams,
  bookingLinkSchema,
  bookingOffersSchema,
  bookingPolicyInput,
  bookingPolicyRecordSchema,
  bookingSlotsQuery,
  bookingSlotsSchema,
  courseReadinessInput,
  envelope,
  monitorBookingsSchema,
  monitorCancellationInput,
  myBookingsSchema,
  selfBookingInput,
  selfBookingSchema,
  waitlistEntrySchema,
  waitlistInput,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../kernel/deps';
import { actorOf } from '../../kernel/route-access';
import { recordErrorResponses } from '../../lib/route-schema';
import { bookLesson } from './bookings/book-lesson.service';
import { findBookingSlots } from './bookings/booking-slots.service';
import {
  cancelBookingAsMonitor,
  confirmBooking,
  monitorBookings,
  waiveBookingCharge,
} from './bookings/monitor-bookings.service';
import { bookingOffers, cancelMyBooking, myBookings } from './bookings/student-bookings.service';
import { readBookingLink, useBookingLink } from './links/booking-links.service';
import { getBookingPolicy, saveBookingPolicy, saveCourseReadiness } from './policy/booking-policy.service';
import { joinWaitlist, leaveWaitlist } from './waitlist/waitlist.service';

const idParams = z.object({ id: z.uuid() });

/**
 * Students booking their own lessons (issue 30): the monitor's rules and his students'
 * bookings (manage calendar), the learner's offers, slots, bookings and waitlist (read dashboard),
 * and the signed links of the mails (public: the link is the key).
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const { db } = deps;
  const tags = ['booking'];
  const errors = recordErrorResponses;
  const monitor = { access: { action: 'manage', subject: 'calendar' } } as const;
  const learner = { access: { action: 'read', subject: 'dashboard' } } as const;
  const open = { access: 'public' } as const;

  app.get(
    '/booking/policy',
    {
      config: monitor,
      schema: {
        tags,
        summary: 'My rules for students booking my time, and the courses they may book (self-registration on)',
        response: { 200: envelope(bookingPolicyRecordSchema), ...errors },
      },
    },
    async (request) => ({ data: await getBookingPolicy(db, actorOf(request)) }),
  );

  app.put(
    '/booking/policy',
    {
      config: monitor,
      schema: {
        tags,
        summary: 'Saves my booking rules at the version read (409 stale_version)',
        body: bookingPolicyInput,
        response: { 200: envelope(bookingPolicyRecordSchema), ...errors },
      },
    },
    async (request) => ({ data: await saveBookingPolicy(db, actorOf(request), request.body) }),
  );

  app.put(
    '/booking/courses/:id/readiness',
    {
      config: monitor,
      schema: {
        tags,
        summary:
          'Lets only students ready in a domain of their training card book this course of mine (F4 before the motorway), or anyone (null)',
        params: idParams,
        body: courseReadinessInput,
        response: { 200: envelope(bookingPolicyRecordSchema), ...errors },
      },
    },
    async (request) => ({ data: await saveCourseReadiness(db, actorOf(request), request.params.id, request.body) }),
  );

  app.get(
    '/booking/monitor-bookings',
    {
      config: monitor,
      schema: {
        tags,
        summary: 'The bookings my students made of my time, to come; those waiting for my confirmation first',
        response: { 200: envelope(monitorBookingsSchema), ...errors },
      },
    },
    async (request) => ({ data: await monitorBookings(db, actorOf(request)) }),
  );

  app.post(
    '/booking/bookings/:id/confirm',
    {
      config: monitor,
      schema: {
        tags,
        summary: 'Confirms a booking that waits for me (409 once it does not)',
        params: idParams,
        response: { 200: envelope(selfBookingSchema), ...errors },
      },
    },
    async (request) => ({ data: await confirmBooking(deps, actorOf(request), request.params.id) }),
  );

  app.post(
    '/booking/bookings/:id/monitor-cancel',
    {
      config: monitor,
      schema: {
        tags,
        summary: "Cancels a student's booking of my time, free of charge, telling him my message",
        params: idParams,
        body: monitorCancellationInput,
        response: { 200: envelope(selfBookingSchema), ...errors },
      },
    },
    async (request) => ({
      data: await cancelBookingAsMonitor(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/booking/bookings/:id/waive',
    {
      config: monitor,
      schema: {
        tags,
        summary: 'Waives the charge of a late cancellation (409 not_payable once paid)',
        params: idParams,
        response: { 200: envelope(selfBookingSchema), ...errors },
      },
    },
    async (request) => ({ data: await waiveBookingCharge(deps, actorOf(request), request.params.id) }),
  );

  app.get(
    '/booking/offers',
    {
      config: learner,
      schema: {
        tags,
        summary: 'What I may book: my monitors who publish their slots, their courses and terms',
        response: { 200: envelope(bookingOffersSchema), ...errors },
      },
    },
    async (request) => ({ data: await bookingOffers(db, actorOf(request)) }),
  );

  app.get(
    '/booking/slots',
    {
      config: learner,
      schema: {
        tags,
        summary: "A monitor's free starts for a course and a lesson length, under his rules",
        querystring: bookingSlotsQuery,
        response: { 200: envelope(bookingSlotsSchema), ...errors },
      },
    },
    async (request) => ({ data: await findBookingSlots(db, actorOf(request), request.query) }),
  );

  app.get(
    '/booking/my',
    {
      config: learner,
      schema: {
        tags,
        summary: 'My bookings to come and my waitlist entries',
        response: { 200: envelope(myBookingsSchema), ...errors },
      },
    },
    async (request) => ({ data: await myBookings(db, actorOf(request)) }),
  );

  app.post(
    '/booking/bookings',
    {
      config: learner,
      schema: {
        tags,
        summary:
          'Books a slot (409 slot_taken with the next free starts when someone was faster, too_many_open_bookings)',
        body: selfBookingInput,
        response: { 201: envelope(selfBookingSchema), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await bookLesson(deps, actorOf(request), request.body) }),
  );

  app.post(
    '/booking/bookings/:id/cancel',
    {
      config: learner,
      schema: {
        tags,
        summary: 'Cancels my booking: free until the free window ends, charged after it (409 booking_not_cancellable)',
        params: idParams,
        response: { 200: envelope(selfBookingSchema), ...errors },
      },
    },
    async (request) => ({ data: await cancelMyBooking(deps, actorOf(request), request.params.id) }),
  );

  app.post(
    '/booking/waitlist',
    {
      config: learner,
      schema: {
        tags,
        summary: 'Asks to be offered a slot of a course that frees up between two days',
        body: waitlistInput,
        response: { 201: envelope(waitlistEntrySchema), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await joinWaitlist(db, actorOf(request), request.body) }),
  );

  app.delete(
    '/booking/waitlist/:id',
    {
      config: learner,
      schema: {
        tags,
        summary: 'Takes my entry off the waitlist',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await leaveWaitlist(db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/booking/links/:kind/:id/:signature',
    {
      config: open,
      schema: {
        tags,
        summary: 'What a signed link of a booking mail does: cancel a booking, or take an offered slot',
        params: bookingLinkParams,
        response: { 200: envelope(bookingLinkSchema), ...errors },
      },
    },
    async (request) => ({ data: await readBookingLink(deps, request.params) }),
  );

  app.post(
    '/booking/links/:kind/:id/:signature',
    {
      config: open,
      schema: {
        tags,
        summary: 'Uses a signed link once (409 booking_not_cancellable, offer_expired, slot_taken)',
        params: bookingLinkParams,
        response: { 200: envelope(bookingLinkSchema), ...errors },
      },
    },
    async (request) => ({ data: await useBookingLink(deps, request.params) }),
  );
};
