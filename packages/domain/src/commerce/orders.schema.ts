import { z } from 'zod';
import { type ActorRoles, primaryRole } from '../kernel/permissions/abilities';
import { paymentStartSchema } from './payments.schema';
import { PLAN_PAYMENT_MODES, type Plan, planSchema } from './plans.schema';

/** An order of a plan: awaiting its payment (an invoice sent), paid (licences issued), or cancelled. */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'cancelled'] as const;
export const ORDER_QUANTITY_MAX = 50;

/** Subscribing (spec §2 /account/subscriptions): a plan, how many, how to pay, the terms accepted (spec §5). */
export const subscriptionOrderInput = z.object({
  planId: z.uuid(),
  quantity: z
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(ORDER_QUANTITY_MAX, `must be at most ${ORDER_QUANTITY_MAX}`),
  paymentMode: z.enum(PLAN_PAYMENT_MODES),
  acceptTerms: z.literal(true, { error: 'the terms must be accepted' }),
});
export type SubscriptionOrderInput = z.infer<typeof subscriptionOrderInput>;

export const subscriptionOrderSchema = z.object({
  id: z.uuid(),
  /** The invoice number: year and sequence, e.g. 2026-00042. */
  number: z.string(),
  plan: z.object({ id: z.uuid(), nameFr: z.string(), nameDe: z.string(), nameIt: z.string() }),
  quantity: z.number().int(),
  /** Licences the order gives: the plan's per purchase × quantity. */
  licences: z.number().int(),
  /** CHF. */
  amount: z.number(),
  paymentMode: z.enum(PLAN_PAYMENT_MODES),
  status: z.enum(ORDER_STATUSES),
  buyer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** Only in the answer to the order paid by card: where the buyer pays. */
  payment: paymentStartSchema.optional(),
});
export type SubscriptionOrder = z.infer<typeof subscriptionOrderSchema>;

/** Whether a plan is offered to someone (spec §6: subscriptions restricted to roles and users). */
export function planOfferedTo(
  plan: Pick<Plan, 'disabled' | 'roles' | 'userIds'>,
  actor: ActorRoles & { userId: string },
): boolean {
  if (plan.disabled) return false;
  const role = primaryRole(actor);
  if (plan.roles.length > 0 && !plan.roles.some((allowed) => allowed === role)) return false;
  return plan.userIds.length === 0 || plan.userIds.includes(actor.userId);
}

/** The invoice number of the `sequence`-th order of a year. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(5, '0')}`;
}

/** A plan as offered to a buyer: what he buys, not who else may. */
export const offeredPlanSchema = planSchema.omit({
  version: true,
  roles: true,
  userIds: true,
  licencesIssued: true,
  disabled: true,
});
export type OfferedPlan = z.infer<typeof offeredPlanSchema>;
