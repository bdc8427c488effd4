import { z } from 'zod';

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export const MESSAGE_KINDS = ['confirmation', 'reminder', 'account', 'test', 'other'] as const;
/**
 * A message's life: planned (waiting for its time), sending, sent, delivered (the operator
 * confirmed), failed (with a reason), unknown (interrupted between the request and the answer:
 * a person decides), refused (no credit left), cancelled (its appointment moved or went).
 */
export const MESSAGE_STATUSES = [
  'planned',
  'sending',
  'sent',
  'delivered',
  'failed',
  'unknown',
  'refused',
  'cancelled',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Statuses from which a person may send the message again. */
export const RESENDABLE_STATUSES: readonly MessageStatus[] = ['failed', 'unknown', 'refused'];

export const COMMUNICATION_LOG_PAGE_SIZE = 50;

/** One line of the communication log (spec §3: date, type, recipient, content and sender). */
export const communicationLogEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  plannedAt: z.iso.datetime({ offset: true }),
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z.enum(MESSAGE_KINDS),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  sender: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  /** A stable code: auth, connection, rejected, timeout, no_credit, invalid_number, no_account… */
  failure: z.string().nullable(),
  student: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Hundredths of an SMS credit charged. */
  credits: z.number().int().nullable(),
});
export type CommunicationLogEntry = z.infer<typeof communicationLogEntrySchema>;

export const communicationLogQuery = z.object({
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
});
export type CommunicationLogQuery = z.infer<typeof communicationLogQuery>;

/** Credits in hundredths: this month's allowance from the licences, what it used, and the packs. */
export const smsCreditsSchema = z.object({
  monthlyAllowance: z.number().int(),
  usedThisMonth: z.number().int(),
  packs: z.number().int(),
  available: z.number().int(),
  /** The monitor sends through an SMS account of his own: the product's credits are not used. */
  ownAccount: z.boolean(),
});
export type SmsCredits = z.infer<typeof smsCreditsSchema>;
