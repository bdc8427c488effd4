import { cardFee, type Purchase, passesAdminLicence } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { recordAudit } from '../../platform';
import { refundVoucher } from '../vouchers/voucher-redemption.service';
import { purchaseById } from './purchases.service';
import { type DeliveryDeps, deliverShopOrder } from './shop-order-delivery.service';
import {
  cancelShopOrderAwaitingPayment,
  findShopOrder,
  lockShopOrder,
  markShopOrderPaid,
  type ShopOrderRow,
} from './shop-orders.repo';

/**
 * An order's payment received, in the caller's transaction (the webhook's, the seller's
 * recording, or the checkout's when nothing is due), under the order's row lock: paid once
 * (false when it no longer awaits its payment, and nothing happens), then delivered once.
 */
export async function settleShopOrder(
  deps: DeliveryDeps,
  tx: Db,
  orderId: string,
  payment: { providerFee: number; recordedBy: string | null },
): Promise<boolean> {
  const order = await lockShopOrder(tx, orderId);
  if (!order || !(await markShopOrderPaid(tx, orderId, payment))) return false;
  await deliverShopOrder(deps, tx, orderId);
  return true;
}

/** The card provider's fee on what a card paid (CARD_FEE_BASIS_POINTS, CARD_FEE_FIXED_CENTIMES). */
function providerFeeOf(config: Deps['config'], order: ShopOrderRow): number {
  return cardFee(order.due, {
    basisPoints: config.CARD_FEE_BASIS_POINTS,
    fixedCentimes: config.CARD_FEE_FIXED_CENTIMES,
  });
}

/** A card payment of the order succeeded (its verified notification): paid with the provider's fee, and delivered. */
export async function shopOrderCardPaid(deps: DeliveryDeps & Pick<Deps, 'config'>, tx: Db, orderId: string) {
  const order = await lockShopOrder(tx, orderId);
  if (!order) return;
  await settleShopOrder(deps, tx, orderId, { providerFee: providerFeeOf(deps.config, order), recordedBy: null });
}

/**
 * An order that will not be paid (its card payment failed, was cancelled or expired; its
 * provider could not start): cancelled if it still awaited its payment, what a voucher paid of
 * it given back; nothing is delivered.
 */
export async function cancelShopOrder(tx: Db, orderId: string): Promise<void> {
  const cancelled = await cancelShopOrderAwaitingPayment(tx, orderId);
  if (cancelled?.voucherId && cancelled.voucherAmount > 0) {
    await refundVoucher(tx, { voucherId: cancelled.voucherId, amountCentimes: cancelled.voucherAmount, orderId });
  }
}

/** The seller records an order's payment: himself, or his school's head with the admin licence (not a colleague he shares the article with). */
export function mayRecordPayment(actor: Actor, order: Pick<ShopOrderRow, 'sellerId' | 'schoolId'>): boolean {
  if (order.sellerId === actor.userId) return true;
  return (
    actor.schoolHead &&
    order.schoolId !== null &&
    order.schoolId === actor.schoolId &&
    passesAdminLicence(actor.roles, actor.licences)
  );
}

/**
 * An invoice's payment recorded by hand (camt.054 later): the order turns paid and is delivered
 * once; a second recording, or an order that is not an invoice awaiting its payment, is a 409.
 * Anyone but its seller is told it does not exist.
 */
export async function recordShopOrderPayment(
  deps: DeliveryDeps & Pick<Deps, 'log'>,
  actor: Actor,
  orderId: string,
): Promise<Purchase> {
  const order = await findShopOrder(deps.db, { id: orderId });
  if (!order || !mayRecordPayment(actor, order)) throw new NotFoundError('No such order');
  await deps.db.transaction(async (tx) => {
    const settled =
      order.paymentMode === 'invoice' &&
      (await settleShopOrder(deps, tx, orderId, { providerFee: 0, recordedBy: actor.userId }));
    if (!settled) throw new ConflictError('This order is not an invoice awaiting its payment');
  });
  await recordAudit(deps.db, deps.log, {
    action: 'shop_order.payment_recorded',
    outcome: 'success',
    userId: actor.userId,
    schoolId: actor.schoolId,
    details: { orderId, number: order.number },
  });
  return purchaseById(deps, orderId);
}
