import { BOOKING_PAYMENT_PURPOSES } from './modules/booking';
import { COMMERCE_PAYMENT_PURPOSES, type PurposeOutcomes } from './modules/commerce';

/**
 * What each card payment's outcome does, composed from the areas that sell: commerce's orders and
 * saved cards, and the lessons students pay when booking them (which commerce cannot know of).
 */
export const PAYMENT_PURPOSES: PurposeOutcomes = { ...COMMERCE_PAYMENT_PURPOSES, ...BOOKING_PAYMENT_PURPOSES };
