import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { setUpNewAccount } from './account-setup';
import type { Config } from './config';
import type { Database } from './db/client';
import { fileStoreFromConfig } from './integrations/file-store/file-store-from-config';
import { cardPaymentsFromConfig } from './integrations/payments/card-payments-from-config';
import { theoryExamFromConfig } from './integrations/theory-exam/theory-exam-from-config';
import { depsOf } from './kernel/deps';
import type { FileStore } from './kernel/file-store';
import { createLifecycle, type Lifecycle } from './lib/lifecycle';
import { loggerOptions } from './lib/logger';
import { responseSerializerCompiler } from './lib/response-serializer';
import type { Secrets } from './lib/secrets';
import { COMPRESS_THRESHOLD_BYTES } from './lib/send-serialised';
import { billingJobs, billingRoutes, lessonInvoiceAttachmentMakers, turnoverRoutes } from './modules/accounting';
import { clientsRoutes, jobsRoutes } from './modules/administration';
import { bookingPollers, bookingReminderLinks, bookingRoutes } from './modules/booking';
import {
  appointmentsRoutes,
  calendarFeedPublicRoutes,
  calendarFeedRoutes,
  calendarsRoutes,
  davRoutes,
  externalCalendarJobs,
  externalCalendarsRoutes,
  googleCalendarJobs,
  googleCalendarRoutes,
  googlePushPlanner,
  myDayRoutes,
} from './modules/calendar';
import { coursesRoutes, infrastructuresRoutes, remindersRoutes, trainingRoutesRoutes } from './modules/catalogue';
import {
  articlesRoutes,
  checkoutRoutes,
  invoiceAttachmentMakers,
  invoicesRoutes,
  ordersRoutes,
  paymentJobs,
  paymentsRoutes,
  plansRoutes,
  purchasesRoutes,
  salesRoutes,
  savedCardsRoutes,
  shopAttachmentMakers,
  shopRoutes,
  theoryPricesRoutes,
  vouchersRoutes,
} from './modules/commerce';
import {
  channelsFromConfig,
  communicationsJobs,
  communicationsPollers,
  communicationsRoutes,
  createMessenger,
  devOutboxRoutes,
} from './modules/communications';
import {
  accountFlowsRoutes,
  accountsRoutes,
  appPasswordsRoutes,
  authRoutes,
  licenceJobs,
  licencesRoutes,
  preferencesRoutes,
  signInThrottlePlugin,
} from './modules/identity';
import { registriesRoutes, registryJobs, theoryExamRoutes, theoryProgressJobs } from './modules/integrations';
import { citiesRoutes, fileJobs, filesRoutes, healthRoutes, releasesRoutes } from './modules/platform';
import { learningResourcesRoutes, resourcesRoutes } from './modules/resources';
import { schoolInvitationsRoutes, schoolMembersRoutes, schoolRoutes } from './modules/school';
import {
  linkRequestsRoutes,
  studentImportRoutes,
  studentSheetRoutes,
  studentsRoutes,
  unattachedLearnersRoutes,
} from './modules/students';
import {
  commentsRoutes,
  lessonsRoutes,
  printRoutes,
  progressRoutes,
  trainingCardPartsRoutes,
  trainingCardsRoutes,
} from './modules/training';
import { PAYMENT_PURPOSES } from './payment-purposes';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { jobsPlugin } from './plugins/jobs';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { requestContextPlugin } from './plugins/request-context';
import { routeAccessPlugin } from './plugins/route-access';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

export interface AppContext {
  config: Config;
  database: Database;
  secrets: Secrets;
  /** Where uploaded files live; unset: the store the configuration names. */
  files?: FileStore;
  /** Where log lines go (standard output when omitted); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Where the process stands (main.ts starts it before migrating); omitted: ready from the start. */
  lifecycle?: Lifecycle;
}

/** Builds the whole server (API, docs and web) without listening, for main.ts and tests. */
export async function buildApp({
  config,
  database,
  secrets,
  files,
  logStream,
  lifecycle = createLifecycle('ready'),
}: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  await app.register(requestContextPlugin);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('secrets', secrets);
  app.decorate('files', files ?? (await fileStoreFromConfig(config)));
  app.decorate('cardPayments', cardPaymentsFromConfig(config));
  app.decorate('theoryExam', theoryExamFromConfig(config, app.log));
  const channels = channelsFromConfig(config);
  const messenger = createMessenger(() => depsOf(app));
  app.decorate('mailer', messenger.mailer);
  app.decorate('sms', messenger.sms);
  app.decorate('accountSetup', setUpNewAccount);
  app.decorate('reminderLinks', bookingReminderLinks);
  await app.register(metricsPlugin);
  // Invoices drawn when their mail leaves print their seller's logo, kept in the file store.
  const documentDeps = { files: app.files, log: app.log };
  await app.register(jobsPlugin, {
    definitions: [
      ...externalCalendarJobs({
        minutes: config.EXTERNAL_CALENDAR_REFRESH_MINUTES,
        allowPrivateNetworks: config.EXTERNAL_CALENDAR_PRIVATE_NETWORKS,
      }),
      ...googleCalendarJobs({
        minutes: config.EXTERNAL_CALENDAR_REFRESH_MINUTES,
        retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS,
      }),
      ...communicationsJobs(
        channels,
        { expireInSeconds: config.JOBS_EXPIRE_SECONDS, retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS },
        {
          ...invoiceAttachmentMakers(config),
          ...shopAttachmentMakers(documentDeps),
          ...lessonInvoiceAttachmentMakers(documentDeps),
        },
      ),
      ...fileJobs,
      ...licenceJobs,
      ...paymentJobs(PAYMENT_PURPOSES),
      ...billingJobs,
      ...theoryProgressJobs,
      ...registryJobs({ retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS }),
    ],
    pollers: [...communicationsPollers, googlePushPlanner, ...bookingPollers],
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  // Security headers first: their hook must run even when access control refuses the request.
  await app.register(securityPlugin);
  // Before access control: a starting process reads no session.
  await app.register(lifecyclePlugin, { lifecycle });
  await app.register(routeAccessPlugin);
  await app.register(inputHygienePlugin);
  await app.register(signInThrottlePlugin);
  // Answers up to 64 KB compressed in one call: the stream the plugin uses above 8 KB on two cores
  // cost three times the CPU of the compression itself.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, syncThreshold: 65_536 });
  // Uploads are limited while streaming; each route sets its own, smaller, file size.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountFlowsRoutes);
      await api.register(accountsRoutes);
      await api.register(licencesRoutes);
      await api.register(preferencesRoutes);
      await api.register(coursesRoutes);
      await api.register(appointmentsRoutes);
      await api.register(calendarsRoutes);
      await api.register(appPasswordsRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(externalCalendarsRoutes);
      await api.register(googleCalendarRoutes);
      await api.register(myDayRoutes);
      await api.register(infrastructuresRoutes);
      await api.register(remindersRoutes);
      await api.register(trainingRoutesRoutes);
      await api.register(trainingCardsRoutes);
      await api.register(trainingCardPartsRoutes);
      await api.register(lessonsRoutes);
      await api.register(progressRoutes);
      await api.register(linkRequestsRoutes);
      await api.register(unattachedLearnersRoutes);
      await api.register(studentsRoutes);
      await api.register(studentSheetRoutes);
      await api.register(commentsRoutes);
      await api.register(printRoutes);
      if (config.DEV_OUTBOX) await api.register(devOutboxRoutes);
      await api.register(releasesRoutes);
      await api.register(citiesRoutes);
      await api.register(filesRoutes);
      await api.register(resourcesRoutes);
      await api.register(learningResourcesRoutes);
      await api.register(plansRoutes);
      await api.register(ordersRoutes);
      await api.register(invoicesRoutes);
      await api.register(paymentsRoutes, { outcomes: PAYMENT_PURPOSES });
      await api.register(savedCardsRoutes);
      await api.register(articlesRoutes);
      await api.register(shopRoutes);
      await api.register(checkoutRoutes);
      await api.register(purchasesRoutes);
      await api.register(vouchersRoutes);
      await api.register(salesRoutes);
      await api.register(theoryPricesRoutes);
      await api.register(turnoverRoutes);
      await api.register(billingRoutes);
      await api.register(bookingRoutes);
      await api.register(theoryExamRoutes);
      await api.register(registriesRoutes);
      await api.register(clientsRoutes);
      await api.register(jobsRoutes);
      await api.register(studentImportRoutes);
      await api.register(schoolRoutes);
      await api.register(schoolMembersRoutes);
      await api.register(schoolInvitationsRoutes);
      await api.register(communicationsRoutes, { channels });
    },
    { prefix: '/api' },
  );

  // External CalDAV calendars refreshed in the background (off in tests unless asked).
  // Phone sync outside /api: CalDAV (HTTP Basic with app passwords) and the read-only ICS feeds.
  await app.register(davRoutes);
  await app.register(calendarFeedPublicRoutes);
  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}
