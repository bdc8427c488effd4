import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Secrets } from '../lib/secrets';
import type { CardPayments } from './card-payments';
import type { FileStore } from './file-store';
import type { JobQueue } from './jobs';
import type { Mailer, SmsGateway } from './messaging';
import type { TheoryExamService } from './theory-exam';

/**
 * What a new monitor's account starts with (his main calendar, a lesson course, training cards),
 * written in the sign-up's transaction. Areas below the calendar and the training cards (identity)
 * create accounts; the app composes this from the areas that own those records.
 */
export type AccountSetup = (db: Db, owner: { id: string; schoolId: string | null; language: string }) => Promise<void>;

/**
 * The link a reminder offers its student for an appointment, by `<appointment id>:<student id>`:
 * for a lesson he booked himself, the signed link that cancels it. Communications sends the
 * reminders and knows no bookings; the app composes this from the booking area.
 */
export type ReminderLinks = (
  deps: Pick<Deps, 'db' | 'secrets' | 'publicUrl'>,
  appointmentIds: string[],
) => Promise<Map<string, string>>;

declare module 'fastify' {
  interface FastifyInstance {
    accountSetup: AccountSetup;
    reminderLinks: ReminderLinks;
    database: Database;
    config: Config;
    secrets: Secrets;
    mailer: Mailer;
    sms: SmsGateway;
    jobs: JobQueue;
    files: FileStore;
    cardPayments: CardPayments | null;
    theoryExam: TheoryExamService | null;
  }
}

/**
 * What services may be given, built once per app by `depsOf`. A service names the part it uses,
 * `Pick<Deps, 'db' | 'mailer'>`, so a test passes no more than that.
 */
export interface Deps {
  db: Db;
  secrets: Secrets;
  log: FastifyBaseLogger;
  mailer: Mailer;
  sms: SmsGateway;
  jobs: JobQueue;
  /** Where uploaded files live (disk or S3). */
  files: FileStore;
  /** The card payment provider; null when card payments are off. */
  cardPayments: CardPayments | null;
  /** The theory-exam training service; null when none is set up. */
  theoryExam: TheoryExamService | null;
  /** The address links in mails and feeds point to. */
  publicUrl: string;
  accountSetup: AccountSetup;
  reminderLinks: ReminderLinks;
  /** The settings, for a service that reads one (the product company its invoices name). */
  config: Config;
}

export function depsOf(app: FastifyInstance): Deps {
  return {
    db: app.database.db,
    secrets: app.secrets,
    log: app.log,
    mailer: app.mailer,
    sms: app.sms,
    jobs: app.jobs,
    files: app.files,
    cardPayments: app.cardPayments,
    theoryExam: app.theoryExam,
    publicUrl: app.config.PUBLIC_URL,
    accountSetup: app.accountSetup,
    reminderLinks: app.reminderLinks,
    config: app.config,
  };
}
