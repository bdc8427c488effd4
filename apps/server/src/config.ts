import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COUNTRIES,
  DEFAULT_SIGN_IN_LIMITS,
  normaliseIban,
  normaliseVatNumber,
  POSTAL_ADDRESS_LIMITS,
} from '@ds/domain';
import { z } from 'zod';

/** The repository root: relative paths in the configuration resolve from here, whatever the cwd. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const postgresUrl = z
  .url({ error: 'must be a postgres:// or postgresql:// URL' })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL');

const projectPath = z
  .string()
  .min(1)
  .transform((value) => (isAbsolute(value) ? value : resolve(PROJECT_ROOT, value)));

const positiveCount = z.coerce
  .number({ error: 'must be a whole number of at least 1' })
  .int('must be a whole number of at least 1')
  .min(1, 'must be a whole number of at least 1');

const wholeNumberUpTo = (max: number, unit: string) => {
  const message = `must be a whole number of ${unit} between 0 and ${max}`;
  return z.coerce.number({ error: message }).int(message).min(0, message).max(max, message);
};

const secretKey = z
  .string()
  .refine(
    (value) => /^[0-9a-f]{64}$/i.test(value) || Buffer.from(value, 'base64').length === 32,
    'must be 32 bytes as 64 hex characters or base64',
  );

const addressPart = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** Every variable the server reads; `.env.example` documents the same list. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  DATA_DIR: projectPath.default(resolve(PROJECT_ROOT, 'data')),
  DATABASE_URL: postgresUrl.optional(),
  /** PGlite (no DATABASE_URL): each commit written through to the disk before it is answered, not only to the OS page cache. */
  PGLITE_SYNC_COMMITS: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: projectPath.default(resolve(PROJECT_ROOT, 'apps/web/dist')),
  SEED_DEMO: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
  SECRET_KEY: secretKey.optional(),
  /** The key being rotated away from: secrets sealed with it still open until `npm run secrets:rotate` seals them again. */
  SECRET_KEY_PREVIOUS: secretKey.optional(),
  PUBLIC_URL: z.url({ error: 'must be the http(s) URL users open' }).optional(),
  SMTP_URL: z
    .url({ error: 'must be an smtp:// or smtps:// URL' })
    .refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Driving school <no-reply@localhost>'),
  /** The product's SMS gateway: `local` keeps SMS in the outbox (development, tests), `aspsms` sends them. */
  SMS_PROVIDER: z.enum(['local', 'aspsms']).default('local'),
  /** ASPSMS's JSON API, for the product's account and the monitors' own (a simulator's address in the demo). */
  ASPSMS_URL: z.url({ error: 'must be an http(s) URL' }).default('https://json.aspsms.com'),
  ASPSMS_USER_KEY: z.string().min(1).optional(),
  ASPSMS_PASSWORD: z.string().min(1).optional(),
  /** The sender students see on the product's SMS: a number or at most 11 letters. */
  SMS_ORIGINATOR: z.string().min(1).max(16).default('AutoEcole'),
  /** The Microsoft application (Entra ID) monitors consent to for sending mail through Microsoft Graph. */
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_TENANT: z.string().min(1).default('common'),
  MICROSOFT_LOGIN_URL: z.url().default('https://login.microsoftonline.com'),
  MICROSOFT_GRAPH_URL: z.url().default('https://graph.microsoft.com/v1.0'),
  /**
   * The Google application users consent to for linking a Google calendar (OAuth 2.0 for web
   * server apps, redirect URI PUBLIC_URL/gc); unset: no Google link offered. The addresses are
   * Google's unless set (the simulator's in the demo).
   */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_OAUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_REVOKE_URL: z.url().default('https://oauth2.googleapis.com/revoke'),
  GOOGLE_API_URL: z.url().default('https://www.googleapis.com/calendar/v3'),
  /** How long a call to Google may take before it counts as unavailable (and its job is retried). */
  GOOGLE_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds between 1 and 120' })
    .int('must be a whole number of seconds between 1 and 120')
    .min(1, 'must be a whole number of seconds between 1 and 120')
    .max(120, 'must be a whole number of seconds between 1 and 120')
    .default(20),
  /** Starts local simulators of ASPSMS, Microsoft and Datatrans in the server process (the demo); on in development. */
  PROVIDER_SIMULATORS: booleanFlag.optional(),
  /**
   * Card payments (ADR 0008): `datatrans` with the DATATRANS_* account below, or `simulator`, a
   * local Datatrans simulator started in the server process; unset: no card payments, unless
   * PROVIDER_SIMULATORS is on (then the simulator).
   */
  PAYMENT_PROVIDER: z.enum(['datatrans', 'simulator']).optional(),
  DATATRANS_MERCHANT_ID: z.string().min(1).optional(),
  /** The server-to-server password: from the environment only, never stored nor logged. */
  DATATRANS_PASSWORD: z.string().min(1).optional(),
  /** The key Datatrans signs its webhooks with (hex, from the dashboard's security settings). */
  DATATRANS_HMAC_KEY: z
    .string()
    .regex(/^([0-9a-f]{2}){16,}$/i, 'must be the HMAC key in hex (at least 32 characters)')
    .optional(),
  /** Datatrans's API and payment pages: the sandbox unless set (production: https://api.datatrans.com, https://pay.datatrans.com). */
  DATATRANS_API_URL: z.url({ error: 'must be an http(s) URL' }).default('https://api.sandbox.datatrans.com'),
  DATATRANS_PAY_URL: z.url({ error: 'must be an http(s) URL' }).default('https://pay.sandbox.datatrans.com'),
  /**
   * The theory-exam training service's partner API (issue 27 §3): its address and the product's
   * partner key (from the environment only, never stored nor logged). Unset: no theory training,
   * unless THEORY_SERVICE_SIMULATOR starts the local simulator (on with PROVIDER_SIMULATORS).
   */
  THEORY_SERVICE_URL: z.url({ error: 'must be an http(s) URL' }).optional(),
  THEORY_SERVICE_API_KEY: z.string().min(1).optional(),
  THEORY_SERVICE_SIMULATOR: booleanFlag.optional(),
  /** How long an interactive call to the service may take before the user is told it does not answer. */
  THEORY_SERVICE_TIMEOUT_MS: wholeNumberUpTo(60_000, 'milliseconds').default(8_000),
  /** SARI's VKU/PGS course registration interface (the acceptance system is https://sari-vku-test.ky2help.com). */
  SARI_API_URL: z.url({ error: 'must be an http(s) URL' }).default('https://www.vku-pgs.asa.ch'),
  /** L2, the two-phase follow-up, with the product's own key; unset: sending to L2 is off. */
  L2_API_URL: z.url({ error: 'must be an http(s) URL' }).optional(),
  L2_API_KEY: z.string().min(1).optional(),
  /** How long SARI or L2 may take to answer a call, in milliseconds; a call past it is tried again later. */
  REGISTRY_TIMEOUT_MS: wholeNumberUpTo(60_000, 'milliseconds').default(10_000),
  /**
   * The card provider's fee on a shop order paid by card, for its real income (spec §3 Sale):
   * basis points of the amount (290 = 2.9 %) plus a fixed part in centimes. The defaults are a
   * common Swiss card rate: set the contract's.
   */
  CARD_FEE_BASIS_POINTS: wholeNumberUpTo(10_000, 'basis points').default(290),
  CARD_FEE_FIXED_CENTIMES: wholeNumberUpTo(10_000, 'centimes').default(30),
  DEV_OUTBOX: booleanFlag.optional(),
  /** Swagger UI at /api/docs (true | false); unset: on outside production, off in production. */
  API_DOCS: booleanFlag.optional(),
  /** The bearer token Prometheus sends to read GET /metrics (a secret); unset: /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Sign-in limits (docs/architecture.md, Identity): failures per account and address, per address, … */
  SIGN_IN_FAILURES_PER_ACCOUNT_IP: positiveCount.default(DEFAULT_SIGN_IN_LIMITS.failuresPerAccountAndIp),
  SIGN_IN_FAILURES_PER_IP: positiveCount.default(DEFAULT_SIGN_IN_LIMITS.failuresPerIp),
  /** …attempts a minute per address, successes included… */
  SIGN_IN_ATTEMPTS_PER_IP_MINUTE: positiveCount.default(DEFAULT_SIGN_IN_LIMITS.attemptsPerIpMinute),
  /** …and the longest wait of a sign-in to an account that many failures were aimed at. */
  SIGN_IN_MAX_DELAY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be a whole number of milliseconds')
    .max(60_000, 'must be at most 60000 milliseconds')
    .default(DEFAULT_SIGN_IN_LIMITS.maxDelayMs),
  /** How often external CalDAV calendars are refreshed in the background; 0 turns it off (the default in tests). */
  EXTERNAL_CALENDAR_REFRESH_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes (0 = off)' })
    .int('must be a whole number of minutes (0 = off)')
    .min(0, 'must be a whole number of minutes (0 = off)')
    .max(1440, 'must be at most 1440 minutes')
    .optional(),
  /** Whether this process runs background jobs (reminders, mails, refreshes); off by default in tests, which drain the queue themselves. */
  JOBS_WORK: booleanFlag.optional(),
  /** How often an idle worker looks for due jobs, in seconds (0.5 to 60). */
  JOBS_POLLING_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds between 0.5 and 60' })
    .min(0.5, 'must be a number of seconds between 0.5 and 60')
    .max(60, 'must be a number of seconds between 0.5 and 60')
    .default(2),
  /**
   * How long a delivery job may run before it is taken for dead (its process killed) and tried
   * again, in seconds; jobs past it are looked for as often (at most every 60 s).
   */
  JOBS_EXPIRE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds between 1 and 3600' })
    .int('must be a whole number of seconds between 1 and 3600')
    .min(1, 'must be a whole number of seconds between 1 and 3600')
    .max(3600, 'must be a whole number of seconds between 1 and 3600')
    .default(120),
  /** The wait before a delivery job that failed or died is tried again, in seconds, doubled at each try (plus up to as much at random). */
  JOBS_RETRY_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds between 1 and 3600' })
    .int('must be a whole number of seconds between 1 and 3600')
    .min(1, 'must be a whole number of seconds between 1 and 3600')
    .max(3600, 'must be a whole number of seconds between 1 and 3600')
    .default(30),
  /**
   * How long SIGTERM's draining (requests and jobs in hand, then the database) may take before
   * the process exits with 1 anyway; keep it under the orchestrator's grace period (Kubernetes: 30 s).
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds between 1 and 600' })
    .int('must be a whole number of seconds between 1 and 600')
    .min(1, 'must be a whole number of seconds between 1 and 600')
    .max(600, 'must be a whole number of seconds between 1 and 600')
    .default(25),
  /** Whether external calendars may live on this machine or a private network (off in production: SSRF). */
  EXTERNAL_CALENDAR_PRIVATE_NETWORKS: booleanFlag.optional(),
  /** Where uploaded files live: `disk` (FILES_DIR, one machine) or `s3` (a bucket every server process shares). */
  FILE_STORE: z.enum(['disk', 's3']).default('disk'),
  /** The directory of the disk store; unset: DATA_DIR/files. */
  FILES_DIR: projectPath.optional(),
  /** An S3-compatible service (MinIO, Garage, Exoscale SOS, AWS); unset: AWS itself. */
  S3_ENDPOINT: z.url({ error: 'must be the http(s) URL of the S3 service' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).default('driving-school-files'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (endpoint/bucket/key); unset: on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** Whether a school's own SMTP and IMAP servers may be on this machine or a private network (off in production: SSRF). */
  MAIL_SERVERS_PRIVATE_NETWORKS: booleanFlag.optional(),
  /**
   * The company that sells the product (subscriptions), as its invoices name it: structured
   * address of a QR-bill, IBAN (a QR-IBAN gets QR references) and VAT number (`none`: no VAT).
   * The defaults are a demo company: set the real ones in production.
   */
  PRODUCT_COMPANY_NAME: z.string().trim().min(1).max(70).default('Driving School Software SA'),
  PRODUCT_COMPANY_STREET: addressPart(POSTAL_ADDRESS_LIMITS.street).default('Rue du Lac'),
  PRODUCT_COMPANY_HOUSE_NUMBER: addressPart(POSTAL_ADDRESS_LIMITS.houseNumber).default('12'),
  PRODUCT_COMPANY_POSTCODE: addressPart(POSTAL_ADDRESS_LIMITS.postcode).default('1800'),
  PRODUCT_COMPANY_CITY: addressPart(POSTAL_ADDRESS_LIMITS.city).default('Vevey'),
  PRODUCT_COMPANY_COUNTRY: z.enum(COUNTRIES, { error: `must be one of ${COUNTRIES.join(', ')}` }).default('CH'),
  PRODUCT_VAT_NUMBER: z
    .string()
    .default('CHE-109.322.551 MWST')
    .transform((value, context) => {
      if (value.trim().toLowerCase() === 'none') return null;
      const normalised = normaliseVatNumber(value);
      if (!normalised)
        context.addIssue({ code: 'custom', message: 'must be a Swiss VAT number (CHE-123.456.789 MWST) or none' });
      return normalised;
    }),
  PRODUCT_IBAN: z
    .string()
    .default('CH4431999123000889012')
    .transform((value, context) => {
      const normalised = normaliseIban(value);
      if (!normalised) context.addIssue({ code: 'custom', message: 'must be a Swiss or Liechtenstein IBAN' });
      return normalised ?? value;
    }),
});

const DATATRANS_ACCOUNT = ['DATATRANS_MERCHANT_ID', 'DATATRANS_PASSWORD', 'DATATRANS_HMAC_KEY'] as const;

/** Defaults that depend on other variables. */
const completeConfig = configSchema
  .superRefine((config, context) => {
    if (config.PAYMENT_PROVIDER !== 'datatrans') return;
    for (const name of DATATRANS_ACCOUNT.filter((variable) => config[variable] === undefined)) {
      context.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER is datatrans' });
    }
  })
  .transform((config) => ({
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    DEV_OUTBOX: config.DEV_OUTBOX ?? config.NODE_ENV !== 'production',
    API_DOCS: config.API_DOCS ?? config.NODE_ENV !== 'production',
    EXTERNAL_CALENDAR_REFRESH_MINUTES:
      config.EXTERNAL_CALENDAR_REFRESH_MINUTES ?? (config.NODE_ENV === 'test' ? 0 : 15),
    EXTERNAL_CALENDAR_PRIVATE_NETWORKS: config.EXTERNAL_CALENDAR_PRIVATE_NETWORKS ?? config.NODE_ENV !== 'production',
    JOBS_WORK: config.JOBS_WORK ?? config.NODE_ENV !== 'test',
    MAIL_SERVERS_PRIVATE_NETWORKS: config.MAIL_SERVERS_PRIVATE_NETWORKS ?? config.NODE_ENV !== 'production',
    PROVIDER_SIMULATORS: config.PROVIDER_SIMULATORS ?? config.NODE_ENV === 'development',
    THEORY_SERVICE_SIMULATOR:
      config.THEORY_SERVICE_SIMULATOR ??
      (!config.THEORY_SERVICE_URL && (config.PROVIDER_SIMULATORS ?? config.NODE_ENV === 'development')),
    PAYMENT_PROVIDER:
      config.PAYMENT_PROVIDER ??
      ((config.PROVIDER_SIMULATORS ?? config.NODE_ENV === 'development') ? ('simulator' as const) : undefined),
    FILES_DIR: config.FILES_DIR ?? resolve(config.DATA_DIR, 'files'),
    S3_FORCE_PATH_STYLE: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
  }));
export type Config = z.infer<typeof completeConfig>;

export class ConfigError extends Error {}

/** Parses the environment; an empty string counts as unset so `.env` files may list blanks. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = completeConfig.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const given = env[name];
  throw new ConfigError(`${name} ${issue?.message ?? 'is invalid'}${given === undefined ? '' : ` (got "${given}")`}`);
}
