import { z } from 'zod';
import { chfSchema } from '../catalogue/money';
import { LICENCE_MODULES } from '../identity/licences/licences.rules';
import { versionField } from '../kernel/api/versioned';

/** How a plan may be paid (spec §3 Subscription: payment modes): by card or on an invoice; vouchers and cash are for lessons. */
export const PLAN_PAYMENT_MODES = ['card', 'invoice'] as const;
/** The roles a plan may be restricted to (spec §6: subscriptions restricted to roles and users). */
export const PLAN_ROLES = ['monitor', 'fre', 'employee', 'user'] as const;
export const LICENCE_BATCH_MAX = 1000;
/** A plan's terms: a PDF of at most 10 MB. */
export const PLAN_TERMS_MAX_BYTES = 10 * 1_048_576;

const name = z.string().trim().max(100, 'must be at most 100 characters').default('');
const description = z.string().trim().max(2000, 'must be at most 2000 characters').default('');

/**
 * Spec §3 Subscription: names and descriptions in FR/DE/IT (a name in one at least), the
 * licences a purchase gives, their modules, the price, the payment modes, the roles and users
 * who may see it (none named: everyone), the days each licence runs and the SMS it grants a month.
 */
export const planInput = z
  .object({
    nameFr: name,
    nameDe: name,
    nameIt: name,
    descriptionFr: description,
    descriptionDe: description,
    descriptionIt: description,
    licenceCount: z.number().int().min(1, 'must be at least 1').max(LICENCE_BATCH_MAX),
    modules: z.array(z.enum(LICENCE_MODULES)).min(1, 'choose at least one module').max(LICENCE_MODULES.length),
    price: chfSchema,
    paymentModes: z
      .array(z.enum(PLAN_PAYMENT_MODES))
      .min(1, 'choose at least one payment mode')
      .max(PLAN_PAYMENT_MODES.length),
    roles: z.array(z.enum(PLAN_ROLES)).max(PLAN_ROLES.length).default([]),
    userIds: z.array(z.uuid()).max(500).default([]),
    daysPerLicence: z.number().int().min(1, 'must be at least 1').max(3660, 'must be at most 3660'),
    monthlySms: z.number().int().min(0).max(100_000).default(0),
  })
  .superRefine((value, context) => {
    if (!value.nameFr && !value.nameDe && !value.nameIt) {
      for (const path of ['nameFr', 'nameDe', 'nameIt'])
        context.addIssue({ code: 'custom', path: [path], message: 'give a name in at least one language' });
    }
  });
export type PlanInput = z.infer<typeof planInput>;

export const planSchema = z.object({
  id: z.uuid(),
  ...versionField,
  nameFr: z.string(),
  nameDe: z.string(),
  nameIt: z.string(),
  descriptionFr: z.string(),
  descriptionDe: z.string(),
  descriptionIt: z.string(),
  licenceCount: z.number().int(),
  modules: z.array(z.enum(LICENCE_MODULES)),
  price: z.number(),
  paymentModes: z.array(z.enum(PLAN_PAYMENT_MODES)),
  roles: z.array(z.enum(PLAN_ROLES)),
  userIds: z.array(z.uuid()),
  daysPerLicence: z.number().int(),
  monthlySms: z.number().int(),
  /** Disabled plans are no longer offered; a plan is never deleted once a licence of it exists. */
  disabled: z.boolean(),
  /** Licences issued under it (keys generated or sold). */
  licencesIssued: z.number().int(),
  /** The terms PDF by a signed address; null until uploaded. */
  termsUrl: z.string().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

export const licenceBatchInput = z.object({
  count: z.number().int().min(1, 'must be at least 1').max(LICENCE_BATCH_MAX, `must be at most ${LICENCE_BATCH_MAX}`),
});

/** A batch of keys, answered once: only their digests are kept. */
export const licenceBatchSchema = z.object({
  id: z.uuid(),
  planId: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  keys: z.array(z.string()),
});
export type LicenceBatch = z.infer<typeof licenceBatchSchema>;
