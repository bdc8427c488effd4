import { cancelUnpaidOrder, settleOrderPayment } from '../orders/orders.service';
import { cancelShopOrder, shopOrderCardPaid } from '../shop/shop-order-payments.service';
import type { PurposeOutcomes } from './card-payments.service';
import { cardRegistered, cardRegistrationEnded } from './saved-cards.service';

/**
 * What a card payment's outcome does to what commerce sells: a subscription order is settled as
 * the administrator's recorded payment settles it (licences issued once) or cancelled; a shop's
 * order is paid with the card's fee and delivered once, or cancelled with its voucher's part given
 * back; a card registration completes the saved card or drops it. The app adds the purposes of
 * later areas (a lesson paid when booked) to make the whole `PurposeOutcomes`.
 */
export const COMMERCE_PAYMENT_PURPOSES: Omit<PurposeOutcomes, 'self_booking'> = {
  subscription_order: {
    paid: async (deps, tx, payment) => {
      await settleOrderPayment(deps, tx, payment.purposeId, null);
    },
    ended: (_deps, tx, payment) => cancelUnpaidOrder(tx, payment.purposeId),
  },
  shop_order: {
    paid: (deps, tx, payment) => shopOrderCardPaid(deps, tx, payment.purposeId),
    ended: (_deps, tx, payment) => cancelShopOrder(tx, payment.purposeId),
  },
  card_registration: {
    paid: (deps, tx, payment, status) => cardRegistered(deps, tx, payment, status),
    ended: (_deps, tx, payment) => cardRegistrationEnded(tx, payment),
  },
};
