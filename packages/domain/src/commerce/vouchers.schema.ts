import { z } from 'zod';
import { chfSchema } from '../catalogue/money';
import { plausibleDay } from '../kernel/time/plausible-day.schema';
import { SELLER_CODE_LENGTH } from './articles.rules';
import {
  canonicalVoucherCode,
  VOUCHER_CODE_LENGTH,
  VOUCHER_MAX_CENTIMES,
  VOUCHER_MOVEMENT_KINDS,
  VOUCHER_SOURCES,
  VOUCHER_STATES,
  VOUCHER_STATUSES,
} from './vouchers.rules';

/** Vouchers a page of the list holds. */
export const VOUCHERS_PAGE_SIZE = 25;
const MAX_CHF = VOUCHER_MAX_CENTIMES / 100;

/** A code as typed (any case, spaces or dashes between groups), answered in its stored form. */
export const voucherCodeSchema = z
  .string()
  .max(40, 'must be 13 letters or digits')
  .transform(canonicalVoucherCode)
  .pipe(
    z
      .string()
      .regex(new RegExp(`^[A-Z0-9]{${VOUCHER_CODE_LENGTH}}$`), `must be ${VOUCHER_CODE_LENGTH} letters or digits`),
  );

/** A voucher's amount: more than nothing, at most CHF 10,000. */
const voucherAmount = chfSchema
  .refine((value) => value > 0, { message: 'must be more than 0', params: { rule: 'not_positive' } })
  .refine((value) => value <= MAX_CHF, { message: `must be at most ${MAX_CHF}`, params: { rule: 'above_maximum' } });

const personName = z.string().trim().max(100, 'must be at most 100 characters').default('');

/** Spec §3 Voucher, issued by hand: the amount, the validity from and to (Swiss days, both included), who bought it and for whom. */
export const voucherIssueInput = z
  .object({
    amount: voucherAmount,
    validFrom: plausibleDay,
    validTo: plausibleDay,
    buyerName: personName,
    beneficiaryName: personName,
  })
  .refine((voucher) => voucher.validTo >= voucher.validFrom, {
    path: ['validTo'],
    message: 'must not be before the start of validity',
    params: { rule: 'end_before_start' },
  });
export type VoucherIssueInput = z.infer<typeof voucherIssueInput>;

/** Spec §3: an amount correction, positive or negative, always with its reason. */
export const voucherCorrectionInput = z.object({
  amount: z
    .number({ error: 'must be an amount in CHF' })
    .min(-MAX_CHF, `must be at least -${MAX_CHF}`)
    .max(MAX_CHF, `must be at most ${MAX_CHF}`)
    .refine((value) => value !== 0, { message: 'must not be 0', params: { rule: 'zero_correction' } })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals'),
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(500, 'must be at most 500 characters'),
});
export type VoucherCorrectionInput = z.infer<typeof voucherCorrectionInput>;

export const voucherListQuery = z.object({
  /** Part of the code (with or without dashes), of the buyer's or the beneficiary's name. */
  q: z.string().trim().max(100).default(''),
  status: z.enum(VOUCHER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type VoucherListQuery = z.infer<typeof voucherListQuery>;

/** The checkout's preview of a voucher: at which seller (its shop code), which code, for what amount. */
export const voucherCheckInput = z.object({
  sellerCode: z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9]{${SELLER_CODE_LENGTH}}$`), `must be ${SELLER_CODE_LENGTH} letters or digits`)
    .optional(),
  code: voucherCodeSchema,
  amount: voucherAmount,
});
export type VoucherCheckInput = z.infer<typeof voucherCheckInput>;

const person = z.object({ id: z.uuid(), name: z.string() });
const instant = z.iso.datetime({ offset: true });

export const voucherSchema = z.object({
  id: z.uuid(),
  /** Its 13 characters as stored; shown grouped (`formatVoucherCode`). */
  code: z.string(),
  /** CHF issued. */
  amount: z.number(),
  /** CHF left to spend. */
  available: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  state: z.enum(VOUCHER_STATES),
  /** What it is good for today (Zurich's day). */
  status: z.enum(VOUCHER_STATUSES),
  source: z.enum(VOUCHER_SOURCES),
  buyerName: z.string(),
  beneficiaryName: z.string(),
  /** The monitor who sells it. */
  seller: person,
  /** The school it is spent at (printed on it); null for a monitor without a school. */
  schoolName: z.string().nullable(),
  createdAt: instant,
  disabledAt: instant.nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherMovementSchema = z.object({
  id: z.uuid(),
  kind: z.enum(VOUCHER_MOVEMENT_KINDS),
  /** CHF added (positive) or taken (negative). */
  amount: z.number(),
  /** CHF available after it. */
  availableAfter: z.number(),
  reason: z.string().nullable(),
  /** The shop's order a redemption paid. */
  orderId: z.uuid().nullable(),
  /** Who made it; null for a buyer without an account. */
  actor: person.nullable(),
  at: instant,
});
export type VoucherMovement = z.infer<typeof voucherMovementSchema>;

export const voucherDetailSchema = voucherSchema.extend({ movements: z.array(voucherMovementSchema) });
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;

/** What a voucher would pay of an amount at checkout, before anything is taken. */
export const voucherCheckSchema = z.object({
  code: z.string(),
  /** CHF left on it. */
  available: z.number(),
  /** CHF it would pay of the amount asked: all of it, or what is left. */
  applicable: z.number(),
  validTo: z.string(),
});
export type VoucherCheck = z.infer<typeof voucherCheckSchema>;
