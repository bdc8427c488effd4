import {
  formatChf,
  invoiceTotals,
  type OfferedPlan,
  type PaymentStart,
  personName,
  planOfferedTo,
  type SubscriptionOrder,
  type SubscriptionOrderInput,
  toCentimes,
  toChf,
  translatedText,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import { serverTexts } from '../../../lib/server-texts';
import { grantLicences } from '../../identity';
import { recordAudit } from '../../platform';
import { nextInvoiceNumber } from '../invoices/invoice-numbers.service';
import { SUBSCRIPTION_INVOICE } from '../invoices/subscription-invoice.service';
import { listPlans } from '../plans/plans.service';
import {
  cancelOrderAwaitingPayment,
  findOrders,
  insertOrder,
  linkOrderLicences,
  markOrderPaid,
  type OrderRow,
  type OrderStatus,
} from './orders.repo';
import { paymentMethods } from './payment-methods';

type OrderDeps = Pick<Deps, 'db' | 'secrets' | 'log' | 'mailer' | 'publicUrl' | 'cardPayments' | 'config'>;

function orderOf(row: OrderRow): SubscriptionOrder {
  const { order, plan, buyer } = row;
  return {
    id: order.id,
    number: order.number,
    plan: { id: plan.id, nameFr: plan.nameFr, nameDe: plan.nameDe, nameIt: plan.nameIt },
    quantity: order.quantity,
    licences: order.licences,
    amount: toChf(order.amount),
    paymentMode: order.paymentMode,
    status: order.status,
    buyer: { id: buyer.id, name: personName(buyer), email: buyer.email },
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/**
 * The plans offered to the actor (spec §6: restricted to roles and users), never a withdrawn one,
 * with the payment modes that work here (a card only with a card payment provider).
 */
export async function listOfferedPlans(
  deps: Pick<Deps, 'db' | 'secrets' | 'cardPayments'>,
  actor: Actor,
): Promise<OfferedPlan[]> {
  const methods = paymentMethods(deps);
  return (await listPlans(deps))
    .filter((plan) => planOfferedTo(plan, actor))
    .map(({ version, roles, userIds, licencesIssued, disabled, ...offered }) => ({
      ...offered,
      paymentModes: offered.paymentModes.filter((mode) => methods[mode] !== undefined),
    }));
}

/**
 * Orders a plan (spec §2 /account/subscriptions): offered to him, a payment mode the plan takes and
 * that has a method, the terms accepted (the schema's rule); an invoice number of the year, the
 * amount, the confirmation mailed in the same transaction (by invoice). Paid by card, the payment
 * is started once the order is recorded and the answer says where the buyer pays; when the card
 * provider cannot start it, the order is cancelled.
 */
export async function orderPlan(
  deps: OrderDeps,
  actor: Actor,
  input: SubscriptionOrderInput,
): Promise<SubscriptionOrder> {
  const plan = (await listOfferedPlans(deps, actor)).find((offered) => offered.id === input.planId);
  if (!plan) throw new NotFoundError('No such plan');
  const method = paymentMethods(deps)[input.paymentMode];
  if (!method || !plan.paymentModes.includes(input.paymentMode)) {
    throw new ValidationError([
      { field: 'body.paymentMode', rule: 'unavailable', message: 'this plan cannot be paid this way yet' },
    ]);
  }
  const now = new Date();
  const unitPrice = toCentimes(plan.price);
  // What the invoice asks: a QR-bill may be paid in cash at a post office, so to 5 centimes.
  const amount = invoiceTotals([{ quantity: input.quantity, unitPrice, vatRate: null }]).total;
  const placed = await deps.db.transaction(async (tx) => {
    const number = await nextInvoiceNumber(tx, { kind: 'product' }, now);
    const orderId = await insertOrder(tx, {
      number,
      buyerId: actor.userId,
      planId: plan.id,
      quantity: input.quantity,
      unitPrice,
      licences: plan.licenceCount * input.quantity,
      amount,
      paymentMode: input.paymentMode,
      termsAcceptedAt: now,
    });
    const [row] = await findOrders(tx, { id: orderId });
    if (!row) throw new Error('order not read back');
    const texts = serverTexts(row.buyer.language, 'commerce-mail');
    const values = {
      name: row.buyer.firstname,
      number,
      plan: translatedText(row.plan, 'name', row.buyer.language),
      licences: row.order.licences,
      amount: formatChf(amount, row.buyer.language),
    };
    if (method.mailsOrder) {
      await deps.mailer.send(
        {
          to: row.buyer.email,
          subject: texts('orderSubject', values),
          text: texts('orderText', values),
          attachments: [{ kind: SUBSCRIPTION_INVOICE, id: orderId }],
        },
        tx,
      );
    }
    return { id: orderId, language: row.buyer.language };
  });
  const { id } = placed;
  await recordAudit(deps.db, deps.log, {
    action: 'order.placed',
    outcome: 'success',
    userId: actor.userId,
    details: { orderId: id },
  });
  let payment: PaymentStart | undefined;
  try {
    payment = await method.start(deps, {
      purpose: 'subscription_order',
      id,
      amount,
      buyerId: actor.userId,
      language: placed.language,
    });
  } catch (error) {
    await cancelUnpaidOrder(deps.db, id);
    throw error;
  }
  const order = (await oneOrder(deps, id)) as SubscriptionOrder;
  return payment ? { ...order, payment } : order;
}

async function oneOrder(deps: Pick<Deps, 'db'>, id: string): Promise<SubscriptionOrder | undefined> {
  const [row] = await findOrders(deps.db, { id });
  return row ? orderOf(row) : undefined;
}

export async function listMyOrders(deps: Pick<Deps, 'db'>, actor: Actor): Promise<SubscriptionOrder[]> {
  return (await findOrders(deps.db, { buyerId: actor.userId })).map(orderOf);
}

/** The orders bought by any of the users (a client's people), newest first. */
export async function ordersOfBuyers(deps: Pick<Deps, 'db'>, buyerIds: string[]): Promise<SubscriptionOrder[]> {
  if (buyerIds.length === 0) return [];
  return (await findOrders(deps.db, { buyerIds })).map(orderOf);
}

export async function listAllOrders(deps: Pick<Deps, 'db'>, status?: OrderStatus): Promise<SubscriptionOrder[]> {
  return (await findOrders(deps.db, { status })).map(orderOf);
}

/**
 * An order's payment received, in the caller's transaction: the order turns paid (once: false
 * when it no longer awaits its payment, and nothing is issued), its licences are issued to the
 * buyer (the first activated at once: his flags follow in every session) and their keys mailed
 * to him. The product administrator's recorded payment and the card's notification both come here.
 */
export async function settleOrderPayment(
  deps: Pick<Deps, 'mailer' | 'publicUrl'>,
  tx: Db,
  id: string,
  recordedBy: string | null,
): Promise<boolean> {
  if (!(await markOrderPaid(tx, id, recordedBy))) return false;
  const [row] = await findOrders(tx, { id });
  if (!row) throw new Error('order not read back');
  const granted = await grantLicences(tx, row.buyer.id, row.order.licences, {
    modules: row.plan.modules,
    durationDays: row.plan.daysPerLicence,
    monthlySms: row.plan.monthlySms,
  });
  await linkOrderLicences(
    tx,
    id,
    row.plan.id,
    granted.map((licence) => licence.id),
  );
  const texts = serverTexts(row.buyer.language, 'commerce-mail');
  const keys = granted
    .map((licence) => `${licence.key}${licence.activated ? ` (${texts('activated')})` : ''}`)
    .join('\n');
  const values = {
    name: row.buyer.firstname,
    number: row.order.number,
    plan: translatedText(row.plan, 'name', row.buyer.language),
    keys,
    link: `${deps.publicUrl}/account/subscriptions`,
  };
  await deps.mailer.send(
    { to: row.buyer.email, subject: texts('paidSubject', values), text: texts('paidText', values) },
    tx,
  );
  return true;
}

/** An order whose card payment failed, was cancelled or expired: cancelled, if it still awaited its payment. */
export async function cancelUnpaidOrder(tx: Db, id: string): Promise<void> {
  await cancelOrderAwaitingPayment(tx, id);
}

/**
 * The product administrator records an invoice's payment (`settleOrderPayment`, in one
 * transaction); a second recording is a 409 and issues nothing.
 */
export async function recordOrderPayment(deps: OrderDeps, admin: Actor, id: string): Promise<SubscriptionOrder> {
  const existing = await oneOrder(deps, id);
  if (!existing) throw new NotFoundError('No such order');
  await deps.db.transaction(async (tx) => {
    if (!(await settleOrderPayment(deps, tx, id, admin.userId))) {
      throw new ConflictError('This order is not awaiting its payment');
    }
  });
  await recordAudit(deps.db, deps.log, {
    action: 'order.payment_recorded',
    outcome: 'success',
    userId: admin.userId,
    details: { orderId: id, number: existing.number },
  });
  return (await oneOrder(deps, id)) as SubscriptionOrder;
}
