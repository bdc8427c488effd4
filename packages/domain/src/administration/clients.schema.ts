import { z } from 'zod';
import { subscriptionOrderSchema } from '../commerce/orders.schema';
import { smsCreditsSchema } from '../communications/communication-log.schema';
import { LICENCE_MODULES, LICENCE_STATUSES } from '../identity/licences/licences.rules';

/** Clients a page of /manageClients lists. */
export const CLIENTS_PAGE_SIZE = 25;
/** SMS the product administrator may offer at once. */
export const SMS_OFFER_MAX = 10_000;

/** A client of the product: a driving school, or a monitor (or fre) working without one. */
export const CLIENT_KINDS = ['school', 'solo'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

export const clientListQuery = z.object({
  /** Part of a school's name or address, of a member's name or e-mail. */
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ClientListQuery = z.infer<typeof clientListQuery>;

const instant = z.iso.datetime({ offset: true });

/** What a client's people use: students held, appointments, files and SMS (the months are Zurich's). */
export const clientUsageSchema = z.object({
  students: z.number().int(),
  appointmentsThisMonth: z.number().int(),
  storageBytes: z.number().int(),
  smsSentThisMonth: z.number().int(),
});
export type ClientUsage = z.infer<typeof clientUsageSchema>;

/** The modules the client's licences grant now, and when the last of its licences ends. */
export const licenceSummarySchema = z.object({
  activeModules: z.array(z.enum(LICENCE_MODULES)),
  latestEnd: instant.nullable(),
});
export type LicenceSummary = z.infer<typeof licenceSummarySchema>;

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const clientSummarySchema = z.object({
  /** The school's id, or the monitor's own for a client without a school. */
  id: z.uuid(),
  kind: z.enum(CLIENT_KINDS),
  name: z.string(),
  email: z.string().nullable(),
  /** The school's first administrator; the monitor himself without a school. */
  head: person.nullable(),
  memberCount: z.number().int(),
  /** The head's (or the lone monitor's) account is blocked. */
  blocked: z.boolean(),
  blockedMembers: z.number().int(),
  licences: licenceSummarySchema,
  usage: clientUsageSchema,
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  schoolHead: z.boolean(),
  blocked: z.boolean(),
  blockedAt: instant.nullable(),
  blockedReason: z.string().nullable(),
  /** When a session was last opened (sign-in or automatic sign-in). */
  lastSignInAt: instant.nullable(),
});
export type ClientMember = z.infer<typeof clientMemberSchema>;

export const clientLicenceSchema = z.object({
  id: z.uuid(),
  /** Masked but for its last group. */
  key: z.string(),
  modules: z.array(z.enum(LICENCE_MODULES)),
  start: instant.nullable(),
  end: instant.nullable(),
  status: z.enum(LICENCE_STATUSES),
  holder: z.object({ id: z.uuid(), name: z.string() }),
});
export type ClientLicence = z.infer<typeof clientLicenceSchema>;

export const clientDetailSchema = clientSummarySchema.extend({
  members: z.array(clientMemberSchema),
  licenceList: z.array(clientLicenceSchema),
  smsCredits: smsCreditsSchema,
  orders: z.array(subscriptionOrderSchema),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** Why the product administrator acts on a client: kept in the audit trail. */
const reason = z.string().trim().min(3, 'must be at least 3 characters').max(500, 'must be at most 500 characters');

/** Blocks (true) or unblocks an account, saying why. */
export const accountBlockInput = z.object({ blocked: z.boolean(), reason });
export type AccountBlockInput = z.infer<typeof accountBlockInput>;

/** SMS credits offered to a client, saying why. */
export const smsOfferInput = z.object({
  sms: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(SMS_OFFER_MAX, `must be at most ${SMS_OFFER_MAX}`),
  reason,
});
export type SmsOfferInput = z.infer<typeof smsOfferInput>;
