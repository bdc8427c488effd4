import {
  envelope,
  googleCalendarChoiceInput,
  googleCalendarOptionSchema,
  googleConsentAnswerInput,
  googleConsentSchema,
  googleLinkSchema,
  googleLinkStateSchema,
  googleUnlinkInput,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses, recordErrorResponses as errors } from '../../../lib/route-schema';
import {
  chooseGoogleCalendar,
  completeGoogleConsent,
  getGoogleLink,
  googleConsentUrl,
  listGoogleCalendars,
  unlinkGoogle,
} from './google-calendar.service';
import { receiveGoogleNotification } from './google-notifications.service';

const manageCalendar = { access: { action: 'manage', subject: 'calendar' } } as const;

/**
 * The user's Google calendar link (spec §1, §2 /gc): consent at Google, the choice of calendars,
 * the status, unlinking; and the public address Google's push channels notify.
 */
export const googleCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const tags = ['google calendar'];

  app.post(
    '/calendar/google/consent',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: 'Where the browser goes to consent at Google (signed state, PKCE S256, offline access)',
        response: { 200: envelope(googleConsentSchema), ...errors },
      },
    },
    async (request) => ({ data: googleConsentUrl(deps, actorOf(request)) }),
  );

  app.post(
    '/calendar/google/link',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: "Google's answer at /gc: the code becomes sealed tokens; the link waits for the choice of calendar",
        body: googleConsentAnswerInput,
        response: { 200: envelope(googleLinkSchema), ...errors, 503: errors[400] },
      },
    },
    async (request) => ({ data: await completeGoogleConsent(deps, actorOf(request), request.body) }),
  );

  app.get(
    '/calendar/google/link',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary:
          'Whether the server offers the Google link, and mine: status, account, calendars, last sync, last error (null: none)',
        response: { 200: envelope(googleLinkStateSchema), ...errors },
      },
    },
    async (request) => ({ data: await getGoogleLink(deps, actorOf(request)) }),
  );

  app.get(
    '/calendar/google/calendars',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: "The linked Google account's calendars, to choose one",
        response: { 200: envelope(z.array(googleCalendarOptionSchema)), ...errors, 503: errors[400] },
      },
    },
    async (request) => ({ data: await listGoogleCalendars(deps, actorOf(request)) }),
  );

  app.put(
    '/calendar/google/link',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary:
          'Chooses the Google calendar synced with one of mine (the main one by default) and runs the first sync',
        body: googleCalendarChoiceInput,
        response: { 200: envelope(googleLinkSchema), ...errors, 503: errors[400] },
      },
    },
    async (request) => ({ data: await chooseGoogleCalendar(deps, actorOf(request), request.body) }),
  );

  app.delete(
    '/calendar/google/link',
    {
      config: manageCalendar,
      schema: {
        tags,
        summary: 'Unlinks: revokes the consent at Google; deletes the copies or our events at Google only when asked',
        body: googleUnlinkInput,
        response: { 200: envelope(z.object({ unlinked: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await unlinkGoogle(deps, actorOf(request), request.body);
      return { data: { unlinked: true as const } };
    },
  );

  app.post(
    '/calendar/google/notifications',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Google's push notification of a watched calendar (checked by the channel's token)",
        headers: z.object({
          'x-goog-channel-id': z.string().min(1).max(200),
          'x-goog-channel-token': z.string().max(200).default(''),
          'x-goog-resource-state': z.string().max(40),
        }),
        response: { 200: envelope(z.object({ received: z.literal(true) })), ...commonErrorResponses, 404: errors[404] },
      },
    },
    async (request) => {
      await receiveGoogleNotification(deps, {
        channelId: request.headers['x-goog-channel-id'],
        channelToken: request.headers['x-goog-channel-token'],
        resourceState: request.headers['x-goog-resource-state'],
      });
      return { data: { received: true as const } };
    },
  );
};
