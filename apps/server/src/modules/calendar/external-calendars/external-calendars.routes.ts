import {
  calendarSchema,
  envelope,
  externalCalendarChoiceSchema,
  externalCalendarConnectionInput,
  externalCalendarInput,
  externalCalendarUpdateInput,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { recordErrorResponses as errors } from '../../../lib/route-schema';
import type { SyncDeps } from './external-calendar-sync';
import { changeSubscription, discover, refreshNow, subscribe, unsubscribe } from './external-calendars.service';

const manageCalendar = { access: { action: 'manage', subject: 'calendar' } } as const;
const params = z.object({ id: z.uuid() });

/**
 * External CalDAV calendars shown as overlays (issue scope 8): a calendar row with provider
 * `caldav` whose events are copied into its appointments, read-only, refreshed in the background.
 * The password is write-only: no answer ever carries it.
 */
export const externalCalendarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SyncDeps = {
    ...depsOf(app),
    client: { allowPrivateNetworks: app.config.EXTERNAL_CALENDAR_PRIVATE_NETWORKS },
  };
  const tags = ['external calendars'];

  app.post(
    '/external-calendars/discover',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: 'Connects to a CalDAV address and lists its calendars (the calendar itself, or an account’s)',
        body: externalCalendarConnectionInput,
        response: { 200: envelope(z.array(externalCalendarChoiceSchema)), ...errors },
      },
    },
    async (request) => ({ data: await discover(deps, actorOf(request), request.body) }),
  );

  app.post(
    '/external-calendars',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary:
          'Subscribes to an external CalDAV calendar and copies its events (400 naming the field when it cannot connect)',
        body: externalCalendarInput,
        response: { 201: envelope(calendarSchema), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await subscribe(deps, actorOf(request), request.body) }),
  );

  app.put(
    '/external-calendars/:id',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: 'Changes the label, colour, address or credentials of my subscription (empty password: kept)',
        params,
        body: externalCalendarUpdateInput,
        response: { 200: envelope(calendarSchema), ...errors },
      },
    },
    async (request) => ({
      data: await changeSubscription(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/external-calendars/:id',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: 'Unsubscribes: deletes the calendar and its copied events',
        params,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await unsubscribe(deps, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/external-calendars/:id/refresh',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: 'Refreshes my external calendar now; the answer tells when it last succeeded and why it failed',
        params,
        response: { 200: envelope(calendarSchema), ...errors },
      },
    },
    async (request) => ({ data: await refreshNow(deps, actorOf(request), request.params.id) }),
  );
};
