import {
  communicationLogEntrySchema,
  communicationLogQuery,
  communicationSettingsInput,
  communicationSettingsSchema,
  envelope,
  imapTestResultSchema,
  listEnvelope,
  microsoftConnectSchema,
  settingsEffectsSchema,
  smsCreditsSchema,
  smsTestResultSchema,
  smtpTestInput,
  smtpTestResultSchema,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../kernel/deps';
import { actorOf } from '../../kernel/route-access';
import { commonErrorResponses, recordErrorResponses } from '../../lib/route-schema';
import { getUser } from '../identity';
import { smsCreditsOfSender } from './credits/sms-credits.service';
import { listCommunicationLog, resendMessage } from './logs/communication-logs.service';
import type { Channels } from './sending/channels';
import { recordSmsDeliveryReport } from './sending/delivery-reports.service';
import { testImapAccount, testMailAccount, testSmsAccount } from './settings/account-tests.service';
import {
  getCommunicationSettings,
  previewSettingsEffects,
  saveCommunicationSettings,
} from './settings/communication-settings.service';
import {
  completeMicrosoftConsent,
  disconnectMicrosoft,
  microsoftConsentUrl,
} from './settings/microsoft-consent.service';

/**
 * The communication centre (spec §2): settings with account tests, the log, SMS credits; admin
 * licence or fre, like every screen of the communication subject.
 */
export const communicationsRoutes: FastifyPluginAsyncZod<{ channels: Channels }> = async (app, { channels }) => {
  const deps = { ...depsOf(app), channels };
  const read = { access: { action: 'read', subject: 'communication', adminLicence: true } } as const;
  const manage = { access: { action: 'manage', subject: 'communication', adminLicence: true } } as const;
  const tags = ['communications'];
  const errors = recordErrorResponses;

  app.get(
    '/communication-settings',
    {
      config: read,
      schema: {
        tags,
        summary: 'My communication settings and accounts (secrets never shown)',
        response: { 200: envelope(communicationSettingsSchema), ...errors },
      },
    },
    async (request) => ({ data: await getCommunicationSettings(deps, actorOf(request), channels) }),
  );

  app.put(
    '/communication-settings',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Saves my communication settings at the version read, with their effects on reminders and courses',
        body: communicationSettingsInput,
        response: { 200: envelope(communicationSettingsSchema), ...errors },
      },
    },
    async (request) => ({ data: await saveCommunicationSettings(deps, actorOf(request), request.body, channels) }),
  );

  app.post(
    '/communication-settings/effects',
    {
      config: manage,
      schema: {
        tags,
        summary: 'What saving these settings would change in reminders and courses (nothing is saved)',
        body: communicationSettingsInput,
        response: { 200: envelope(settingsEffectsSchema), ...errors },
      },
    },
    async (request) => ({ data: await previewSettingsEffects(deps, actorOf(request), request.body) }),
  );

  app.post(
    '/communication-settings/smtp-test',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Sends a test e-mail through my saved mail account now (502 smtp_test_failed with the reason)',
        body: smtpTestInput,
        response: { 200: envelope(smtpTestResultSchema), 502: errors[400], ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const user = await getUser(deps.db, actor.userId);
      const to = request.body.to ?? user?.email ?? actor.username;
      return { data: await testMailAccount(deps, actor, user?.language ?? 'fr', to) };
    },
  );

  app.post(
    '/communication-settings/imap-test',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Logs in to my saved IMAP account and finds its Sent folder',
        response: { 200: envelope(imapTestResultSchema), 502: errors[400], ...errors },
      },
    },
    async (request) => ({ data: await testImapAccount(deps, actorOf(request)) }),
  );

  app.post(
    '/communication-settings/sms-test',
    {
      config: manage,
      schema: {
        tags,
        summary: "Asks my saved SMS account for its credits (the product's: the school's credits)",
        response: { 200: envelope(smsTestResultSchema), 502: errors[400], ...errors },
      },
    },
    async (request) => ({ data: await testSmsAccount(deps, actorOf(request)) }),
  );

  app.get(
    '/communication-settings/microsoft/connect',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Where to give consent to sending my mails through my Microsoft account',
        response: { 200: envelope(microsoftConnectSchema), ...errors },
      },
    },
    async (request) => ({ data: microsoftConsentUrl(deps, actorOf(request)) }),
  );

  app.post(
    '/communication-settings/microsoft/consent',
    {
      config: manage,
      schema: {
        tags,
        summary: "Completes the consent with Microsoft's answer (its code and our state, handed on by /comm-settings)",
        body: z.object({ code: z.string().min(1).max(4000), state: z.string().min(1).max(400) }),
        response: { 200: envelope(z.object({ address: z.string() })), ...errors },
      },
    },
    async (request) => ({ data: await completeMicrosoftConsent(deps, actorOf(request), request.body) }),
  );

  app.delete(
    '/communication-settings/microsoft',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Stops sending my mails through Microsoft (the product sends them again)',
        response: { 200: envelope(z.object({ disconnected: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await disconnectMicrosoft(deps, actorOf(request));
      return { data: { disconnected: true as const } };
    },
  );

  app.get(
    '/sms-credits',
    {
      config: read,
      schema: {
        tags,
        summary: "My school's SMS credits this month (hundredths of a credit)",
        response: { 200: envelope(smsCreditsSchema), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return { data: await smsCreditsOfSender(deps, { schoolId: actor.schoolId, userId: actor.userId }) };
    },
  );

  app.get(
    '/communication-logs',
    {
      config: read,
      schema: {
        tags,
        summary: "The communication log: my messages (an administrator: the school's), newest first, 50 a page",
        querystring: communicationLogQuery,
        response: { 200: listEnvelope(communicationLogEntrySchema), ...errors },
      },
    },
    async (request) => {
      const { entries, page } = await listCommunicationLog(deps, actorOf(request), request.query);
      return { data: entries, page };
    },
  );

  app.post(
    '/communication-logs/:id/resend',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Sends a failed, refused or interrupted message again (a new entry of the log)',
        params: z.object({ id: z.uuid() }),
        response: { 201: envelope(communicationLogEntrySchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await resendMessage(deps, actorOf(request), request.params.id) }),
  );

  app.get(
    '/communications/sms-delivery/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The SMS provider's delivery report for one message (its address is made for that message)",
        params: z.object({ token: z.string().max(200) }),
        querystring: z.object({ state: z.string().max(20).optional(), reference: z.string().max(64).optional() }),
        response: { 200: envelope(z.object({ recorded: z.literal(true) })), ...commonErrorResponses, 404: errors[404] },
      },
    },
    async (request) => {
      await recordSmsDeliveryReport(deps, request.params.token, request.query);
      return { data: { recorded: true as const } };
    },
  );
};
