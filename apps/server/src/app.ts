import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer } from './integrations/mail/mailer';
import { createSmsSimulator } from './integrations/sms/sms-gateway';
import { loggerOptions } from './lib/logger';
import { responseSerializerCompiler } from './lib/response-serializer';
import type { Secrets } from './lib/secrets';
import { COMPRESS_THRESHOLD_BYTES } from './lib/send-serialised';
import { appointmentsRoutes } from './modules/calendar/appointments/appointments.routes';
import { calendarsRoutes } from './modules/calendar/calendars/calendars.routes';
import { davRoutes } from './modules/calendar/dav/dav.routes';
import { externalCalendarRefresherPlugin } from './modules/calendar/external-calendars/external-calendar-refresher';
import { externalCalendarsRoutes } from './modules/calendar/external-calendars/external-calendars.routes';
import { calendarFeedRoutes } from './modules/calendar/feed/calendar-feed.routes';
import { calendarFeedPublicRoutes } from './modules/calendar/feed/calendar-feed-public.routes';
import { myDayRoutes } from './modules/calendar/my-day/my-day.routes';
import { coursesRoutes } from './modules/catalogue/courses/courses.routes';
import { infrastructuresRoutes } from './modules/catalogue/infrastructures/infrastructures.routes';
import { remindersRoutes } from './modules/catalogue/reminders/reminders.routes';
import { trainingRoutesRoutes } from './modules/catalogue/training-routes/training-routes.routes';
import { accountsRoutes } from './modules/identity/accounts/accounts.routes';
import { appPasswordsRoutes } from './modules/identity/app-passwords/app-passwords.routes';
import { accountFlowsRoutes } from './modules/identity/auth/account-flows.routes';
import { authRoutes } from './modules/identity/auth/auth.routes';
import { signInThrottlePlugin } from './modules/identity/auth/sign-in-throttle.plugin';
import { licencesRoutes } from './modules/identity/licences/licences.routes';
import { citiesRoutes } from './modules/platform/cities/cities.routes';
import { devRoutes } from './modules/platform/dev/dev.routes';
import { healthRoutes } from './modules/platform/health/health.routes';
import { releasesRoutes } from './modules/platform/releases/releases.routes';
import { studentsRoutes } from './modules/students/core/students.routes';
import { studentImportRoutes } from './modules/students/import/student-import.routes';
import { linkRequestsRoutes } from './modules/students/link-requests/link-requests.routes';
import { studentSheetRoutes } from './modules/students/sheet/student-sheet.routes';
import { trainingCardPartsRoutes } from './modules/training/cards/training-card-parts.routes';
import { trainingCardsRoutes } from './modules/training/cards/training-cards.routes';
import { lessonsRoutes } from './modules/training/lessons/lessons.routes';
import { progressRoutes } from './modules/training/lessons/progress.routes';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { openapiPlugin } from './plugins/openapi';
import { routeAccessPlugin } from './plugins/route-access';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

export interface AppContext {
  config: Config;
  database: Database;
  secrets: Secrets;
  /** Where log lines go (standard output when omitted); tests read them. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole server (API, docs and web) without listening, for main.ts and tests. */
export async function buildApp({ config, database, secrets, logStream }: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('secrets', secrets);
  app.decorate(
    'mailer',
    createMailer({ db: database.db, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
  );
  app.decorate('sms', createSmsSimulator(database.db));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  // Security headers first: their hook must run even when access control refuses the request.
  await app.register(securityPlugin);
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
      await api.register(coursesRoutes);
      await api.register(appointmentsRoutes);
      await api.register(calendarsRoutes);
      await api.register(appPasswordsRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(externalCalendarsRoutes);
      await api.register(myDayRoutes);
      await api.register(infrastructuresRoutes);
      await api.register(remindersRoutes);
      await api.register(trainingRoutesRoutes);
      await api.register(trainingCardsRoutes);
      await api.register(trainingCardPartsRoutes);
      await api.register(lessonsRoutes);
      await api.register(progressRoutes);
      await api.register(linkRequestsRoutes);
      await api.register(studentsRoutes);
      await api.register(studentSheetRoutes);
      if (config.DEV_OUTBOX) await api.register(devRoutes);
      await api.register(releasesRoutes);
      await api.register(citiesRoutes);
      await api.register(studentImportRoutes);
    },
    { prefix: '/api' },
  );

  // External CalDAV calendars refreshed in the background (off in tests unless asked).
  await app.register(externalCalendarRefresherPlugin);
  // Phone sync outside /api: CalDAV (HTTP Basic with app passwords) and the read-only ICS feeds.
  await app.register(davRoutes);
  await app.register(calendarFeedPublicRoutes);
  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}
