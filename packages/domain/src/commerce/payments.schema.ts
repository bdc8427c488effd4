import { z } from 'zod';

/**
 * What a card payment is for: a subscription order or a shop's order; a saved card's registration
 * at the provider is a payment of nothing whose purpose is that card.
 */
export const CARD_PAYMENT_PURPOSES = ['subscription_order', 'shop_order', 'card_registration', 'self_booking'] as const;
export type CardPaymentPurpose = (typeof CARD_PAYMENT_PURPOSES)[number];

/**
 * Spec §4 Card payment: waiting for its status, then OK (paid) or KO (failed); the buyer may
 * cancel on the provider's page, and a payment nobody finished expires.
 */
export const CARD_PAYMENT_STATUSES = ['waiting', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

/** The random token of a payment's browser address (/spc/:token/...): 32 bytes in base64url. */
export const paymentTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a payment token');

/** What the buyer's browser is sent to: the provider's payment page, and the token its return address names. */
export const paymentStartSchema = z.object({ redirectUrl: z.url(), token: paymentTokenSchema });
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/**
 * A card payment as its browser address shows it (GET /api/payments/:token, no session): its
 * status, what it was for and the amount; nothing of the buyer.
 */
export const cardPaymentViewSchema = z.object({
  status: z.enum(CARD_PAYMENT_STATUSES),
  purpose: z.enum(CARD_PAYMENT_PURPOSES),
  /** CHF. */
  amount: z.number(),
});
export type CardPaymentView = z.infer<typeof cardPaymentViewSchema>;

/** Spec §3 Credit card: a name, and whether the owner's school's employees may use it (spec §6). */
export const cardRegistrationInput = z.object({
  name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  shared: z.boolean().default(false),
});
export type CardRegistrationInput = z.infer<typeof cardRegistrationInput>;

export const savedCardSharingInput = z.object({ shared: z.boolean() });

/** A saved card: what the provider told of it (brand, last digits, end date); its alias never leaves the server. */
export const savedCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The provider's payment method code (VIS, ECA, AMX…). */
  brand: z.string(),
  lastDigits: z.string(),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  shared: z.boolean(),
  /** Whether the actor owns it; a colleague's shared card is his to use, not to change. */
  mine: z.boolean(),
  owner: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** A card registration as its callback page shows it (/account/cc/:status/:token). */
export const cardRegistrationViewSchema = z.object({
  status: z.enum(CARD_PAYMENT_STATUSES),
  /** The card provider's name, for the message when the registration failed (spec §8). */
  provider: z.string(),
  card: savedCardSchema.nullable(),
});
export type CardRegistrationView = z.infer<typeof cardRegistrationViewSchema>;

/** Whether a card's end date (month and four-digit year) has passed on `day` (YYYY-MM-DD). */
export function cardExpired(card: { expiryMonth: number; expiryYear: number }, day: string): boolean {
  const [year = 0, month = 0] = day.split('-').map(Number);
  return card.expiryYear < year || (card.expiryYear === year && card.expiryMonth < month);
}
