import { cancelUnpaidOrder, settleOrderPayment } from '../orders/orders.service';
import type { PurposeOutcomes } from './card-payments.service';
import { cardRegistered, cardRegistrationEnded } from './saved-cards.service';

/**
 * What a card payment's outcome does to what it paid for: a subscription order is settled as the
 * administrator's recorded payment settles it (licences issued once) or cancelled; a card
 * registration completes the saved card or drops it. The shop's orders add theirs here.
 */
export const PAYMENT_PURPOSES: PurposeOutcomes = {
  subscription_order: {
    paid: async (deps, tx, payment) => {
      await settleOrderPayment(deps, tx, payment.purposeId, null);
    },
    ended: (_deps, tx, payment) => cancelUnpaidOrder(tx, payment.purposeId),
  },
  card_registration: {
    paid: (deps, tx, payment, status) => cardRegistered(deps, tx, payment, status),
    ended: (_deps, tx, payment) => cardRegistrationEnded(tx, payment),
  },
};
