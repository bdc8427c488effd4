import { z } from 'zod';
import { plausibleDay } from '../kernel/time/plausible-day.schema';

/**
 * The turnover screen (spec §2 /accounting/ca, issue 26 §2): over a From–To range of Swiss days
 * (both included), per lesson type, the spec's columns — number of lessons, price per lesson, total
 * amount, amount collected, amount not collected, free lessons — with the shop's sales and
 * vouchers apart. Amounts in CHF, computed from integer centimes.
 */
export const TURNOVER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TurnoverExportFormat = (typeof TURNOVER_EXPORT_FORMATS)[number];

/** The longest range one request reads (ten years and a day). */
export const TURNOVER_MAX_DAYS = 3_654;

export const turnoverQuery = z
  .object({
    from: plausibleDay,
    to: plausibleDay,
    /** One row per lesson type instead of one per lesson type and price. */
    condensed: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** A school administrator's choice of one of the school's monitors; others read their own. */
    monitorId: z.uuid().optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'must not be before the start' })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < TURNOVER_MAX_DAYS, {
    path: ['to'],
    message: `must be less than ${TURNOVER_MAX_DAYS} days after the start`,
  });
export type TurnoverQuery = z.infer<typeof turnoverQuery>;

export const turnoverExportQuery = turnoverQuery.and(z.object({ format: z.enum(TURNOVER_EXPORT_FORMATS) }));
export type TurnoverExportQuery = z.infer<typeof turnoverExportQuery>;

/** The spec's columns, summed. Free lessons are counted among the lessons and are worth 0. */
export const turnoverFiguresSchema = z.object({
  lessons: z.number().int(),
  total: z.number(),
  collected: z.number(),
  notCollected: z.number(),
  free: z.number().int(),
});
export type TurnoverFigures = z.infer<typeof turnoverFiguresSchema>;

export const turnoverRowSchema = turnoverFiguresSchema.extend({
  /** The lesson type (course); null for lessons given without one. */
  courseId: z.uuid().nullable(),
  course: z.string().nullable(),
  /** Price of one lesson in CHF; null when none was set, or in a condensed row of several prices. */
  price: z.number().nullable(),
});
export type TurnoverRow = z.infer<typeof turnoverRowSchema>;

export const turnoverMonitorSchema = turnoverFiguresSchema.extend({ monitorId: z.uuid(), name: z.string() });
export const turnoverMonthSchema = z.object({
  /** YYYY-MM, Swiss months. */
  month: z.string(),
  collected: z.number(),
  notCollected: z.number(),
});

/** The shop's side of the range (orders by their day, cancelled ones left out). */
export const turnoverShopSchema = z.object({
  orders: z.number().int(),
  total: z.number(),
  collected: z.number(),
  notCollected: z.number(),
  /** Gift vouchers issued in the range and their value; what vouchers paid of orders in the range. */
  vouchersIssued: z.number().int(),
  vouchersIssuedValue: z.number(),
  vouchersRedeemed: z.number(),
});

/** What the lessons' charges (their auto-invoiced infrastructures) came to; a free lesson's are counted, worth 0. */
export const turnoverInfrastructureFiguresSchema = z.object({
  uses: z.number().int(),
  total: z.number(),
  collected: z.number(),
  notCollected: z.number(),
});
export type TurnoverInfrastructureFigures = z.infer<typeof turnoverInfrastructureFiguresSchema>;

export const turnoverInfrastructureSchema = turnoverInfrastructureFiguresSchema.extend({
  /** Null once the infrastructure is deleted (its charges keep its name). */
  infrastructureId: z.uuid().nullable(),
  name: z.string(),
  /** Price of one use in CHF; null when its charges had several. */
  price: z.number().nullable(),
});
export type TurnoverInfrastructure = z.infer<typeof turnoverInfrastructureSchema>;

export const turnoverSchema = z.object({
  from: z.string(),
  to: z.string(),
  condensed: z.boolean(),
  rows: z.array(turnoverRowSchema),
  /** The lessons' alone; their charges are in `infrastructureTotals`. */
  totals: turnoverFiguresSchema,
  /** One row per infrastructure charged with the range's lessons, by name. */
  infrastructures: z.array(turnoverInfrastructureSchema),
  infrastructureTotals: turnoverInfrastructureFiguresSchema,
  /** Per monitor, for a school administrator (every monitor of the school with lessons in the range). */
  monitors: z.array(turnoverMonitorSchema),
  shop: turnoverShopSchema,
  /** Month by month, for the charts: null without the statistics licence. */
  months: z.array(turnoverMonthSchema).nullable(),
});
export type Turnover = z.infer<typeof turnoverSchema>;
