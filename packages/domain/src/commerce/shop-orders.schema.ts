import { z } from 'zod';
import { postalAddressInput } from '../kernel/address/postal-address.schema';
import { LANGUAGES } from '../kernel/i18n/languages';
import { ARTICLE_CODE_LENGTH, SELLER_CODE_LENGTH } from './articles.rules';
import { ARTICLE_KINDS, publicArticleSchema } from './articles.schema';
import { paymentStartSchema } from './payments.schema';
import { voucherCodeSchema } from './vouchers.schema';

/**
 * The shop's orders (spec §3 Sale or order): one article of a seller, a quantity, paid by card,
 * by invoice (a Swiss QR-bill), wholly by a gift voucher, or free (price 0); a voucher may pay
 * part of a card or invoice order. Delivered once, when paid.
 */
export const SHOP_PAYMENT_MODES = ['card', 'invoice', 'voucher', 'free'] as const;
export type ShopPaymentMode = (typeof SHOP_PAYMENT_MODES)[number];
/** What the buyer chooses for what is left once a voucher paid its part. */
export const SHOP_PAYABLE_MODES = ['card', 'invoice'] as const;
export type ShopPayableMode = (typeof SHOP_PAYABLE_MODES)[number];
export const SHOP_ORDER_STATUSES = ['awaiting_payment', 'paid', 'cancelled'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
export const SHOP_ORDER_QUANTITY_MAX = 100;
export const SHOP_ORDERS_PAGE_SIZE = 50;

const sellerCode = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9]{${SELLER_CODE_LENGTH}}$`), `must be ${SELLER_CODE_LENGTH} letters or digits`);
const articleCode = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9]{${ARTICLE_CODE_LENGTH}}$`), `must be ${ARTICLE_CODE_LENGTH} letters or digits`);
const quantity = z
  .number()
  .int()
  .min(1, 'must be at least 1')
  .max(SHOP_ORDER_QUANTITY_MAX, `must be at most ${SHOP_ORDER_QUANTITY_MAX}`);

/**
 * What the checkout shows before paying (POST /api/checkout/quote): nothing is written. The
 * article's texts in `language` (else the signed-in caller's, else French).
 */
export const checkoutQuoteInput = z.object({
  shopCode: sellerCode,
  articleCode,
  quantity,
  voucherCode: voucherCodeSchema.optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type CheckoutQuoteInput = z.infer<typeof checkoutQuoteInput>;

/** A buyer without an account (spec §2 checkout): his name and e-mail; an address for an invoice. */
export const checkoutBuyerInput = z.object({
  firstname: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  email: z.email('must be an e-mail address').max(254),
  language: z.enum(LANGUAGES).default('fr'),
  /** Printed as the debtor of a QR-bill; required to pay by invoice. */
  address: postalAddressInput.nullable().default(null),
});
export type CheckoutBuyerInput = z.infer<typeof checkoutBuyerInput>;

/**
 * Buying (POST /api/checkout): the article, how many, the buyer (signed in, or `buyer`), an
 * optional voucher, how to pay what the voucher leaves (required unless nothing is left), and the
 * terms accepted (spec §5).
 */
export const checkoutInput = checkoutQuoteInput.extend({
  buyer: checkoutBuyerInput.optional(),
  paymentMode: z.enum(SHOP_PAYABLE_MODES).optional(),
  acceptTerms: z.literal(true, { error: 'the terms must be accepted' }),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** The money of a checkout in CHF, VAT included (spec §9 prices; spec §5 price 0 = free). */
export const checkoutMoneySchema = z.object({
  unitPrice: z.number(),
  quantity: z.number().int(),
  subtotal: z.number(),
  /** The VAT rate in percent (8.1), null when the seller charges none. */
  vatRate: z.number().nullable(),
  vat: z.number(),
  rounding: z.number(),
  total: z.number(),
  /** What the voucher pays. */
  voucher: z.number(),
  /** What is left to pay by card or invoice. */
  due: z.number(),
  /** True when the unit price is the school's preferential theory-exam price (spec §9). */
  preferential: z.boolean(),
});
export type CheckoutMoney = z.infer<typeof checkoutMoneySchema>;

export const checkoutQuoteSchema = z.object({
  article: publicArticleSchema,
  money: checkoutMoneySchema,
  /** How what is due may be paid here: a card with a provider, an invoice when the seller can issue one. */
  paymentModes: z.array(z.enum(SHOP_PAYABLE_MODES)),
  /** An SMS pack credits a monitor's school: the buyer must sign in. */
  signInRequired: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

const person = z.object({ id: z.uuid().nullable(), name: z.string(), email: z.string() });
const instant = z.iso.datetime({ offset: true });

/** Spec §3 Sale or order, as the lists show it; amounts in CHF. */
export const shopOrderSchema = z.object({
  id: z.uuid(),
  /** The invoice or receipt number, of the seller's series. */
  number: z.string(),
  createdAt: instant,
  paidAt: instant.nullable(),
  status: z.enum(SHOP_ORDER_STATUSES),
  buyer: person,
  seller: z.object({ id: z.uuid(), name: z.string() }),
  article: z.object({ code: z.string(), kind: z.enum(ARTICLE_KINDS) }),
  /** The article's label in the reader's language. */
  description: z.string(),
  quantity: z.number().int(),
  /** The total, VAT included. */
  income: z.number(),
  tax: z.number(),
  /** Income less the card fee and what a voucher paid. */
  realIncome: z.number(),
  paymentMode: z.enum(SHOP_PAYMENT_MODES),
  /** What a gift voucher paid of it. */
  cashback: z.number(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

export const shopOrderListQuery = z.object({
  /** Part of the number, the buyer's name or e-mail, or the article's label. */
  q: z.string().trim().max(100).default(''),
  status: z.enum(SHOP_ORDER_STATUSES).optional(),
  paymentMode: z.enum(SHOP_PAYMENT_MODES).optional(),
  /** YYYY-MM-DD, Zurich days, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ShopOrderListQuery = z.infer<typeof shopOrderListQuery>;

/** What an order delivered, as its buyer sees it (his orders, the purchase page, the mail). */
export const shopDeliverySchema = z.object({
  resources: z.array(z.object({ id: z.uuid(), name: z.string(), url: z.string() })),
  theoryLicences: z.array(z.object({ code: z.string(), days: z.number().int() })),
  vouchers: z.array(z.object({ code: z.string(), amount: z.number(), validTo: z.string() })),
  sms: z.number().int(),
});
export type ShopDelivery = z.infer<typeof shopDeliverySchema>;

/** A purchase as its buyer sees it: the order, and what it delivered once paid. */
export const purchaseSchema = shopOrderSchema
  .pick({ id: true, number: true, createdAt: true, paidAt: true, status: true, quantity: true, paymentMode: true })
  .extend({
    article: publicArticleSchema.pick({ code: true, shopCode: true, kind: true, label: true, logo: true }),
    seller: z.string(),
    total: z.number(),
    voucher: z.number(),
    due: z.number(),
    /** Null until paid. */
    delivery: shopDeliverySchema.nullable(),
    /** Whether a QR-bill invoice (or receipt) PDF can be downloaded. */
    invoice: z.boolean(),
  });
export type Purchase = z.infer<typeof purchaseSchema>;

/** The token of a purchase's private address (/purchase/:token): 43 base64url characters. */
export const purchaseTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a purchase token');

/** The checkout's answer: the purchase, its private address (for a buyer without account), and where a card pays. */
export const checkoutResultSchema = z.object({
  purchase: purchaseSchema,
  /** The token of /purchase/:token, also in the buyer's mail. */
  accessToken: z.string(),
  payment: paymentStartSchema.optional(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
