import { cancelUnpaidOrder, settleOrderPayment } from '../orders/orders.service';
import { cancelShopOrder, shopOrderCardPaid } from '../shop/shop-order-payments.service';
import type { PurposeOutcomes } from './card-payments.service';
import { cardRegistered, cardRegistrationEnded } from './saved-cards.service';

/**
 * What a card payment's outcome does to what it paid for: a subscription order is settled as the
 * administrator's recorded payment settles it (licences issued once) or cancelled; a shop's order
 * is paid with the card's fee and delivered once, or cancelled with its voucher's part given
 * back; a card registration completes the saved card or drops it.
 */
export const PAYMENT_PURPOSES: PurposeOutcomes = {
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
