import { randomUUID } from 'node:crypto';
import {
  articleText,
  type CheckoutInput,
  type CheckoutMoney,
  type CheckoutQuote,
  type CheckoutQuoteInput,
  type CheckoutResult,
  formatChf,
  type PaymentStart,
  type PostalAddress,
  personName,
  primaryRole,
  type ShopOrderMoney,
  type ShopPayableMode,
  type ShopPaymentMode,
  schoolDay,
  shopOrderMoney,
  toCentimes,
  toChf,
  vatRateOn,
} from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { AppError, ValidationError } from '../../../lib/errors';
import { hashToken } from '../../../lib/secrets';
import { serverTexts } from '../../../lib/server-texts';
import { getUser } from '../../identity';
import { recordAudit } from '../../platform';
import type { ArticleView } from '../articles/articles.repo';
import { buyableArticle, publicArticleOf } from '../articles/shop.service';
import { type InvoiceIssuer, invoiceSeriesOf, nextInvoiceNumber } from '../invoices/invoice-numbers.service';
import { paymentMethods } from '../orders/payment-methods';
import { checkVoucher, redeemVoucher } from '../vouchers/voucher-redemption.service';
import { purchaseLink, purchaseToken } from './purchase-token';
import { purchaseById } from './purchases.service';
import { SHOP_INVOICE, type ShopSeller, shopSellerOf } from './shop-invoice.service';
import { cancelShopOrder, settleShopOrder } from './shop-order-payments.service';
import { insertShopOrder } from './shop-orders.repo';
import { unitPriceFor } from './unit-price';

type CheckoutDeps = Pick<Deps, 'db' | 'secrets' | 'log' | 'mailer' | 'publicUrl' | 'cardPayments' | 'config'>;

/** The request's field holding the voucher's code, named by its refusals. */
const VOUCHER_FIELD = 'body.voucherCode';

/** What is on sale and at what price, read before anything is written. */
interface Sale {
  view: ArticleView;
  seller: ShopSeller;
  vatRate: number | null;
  unitPrice: number;
  preferential: boolean;
  money: ShopOrderMoney;
  paymentModes: ShopPayableMode[];
}

/**
 * The article the caller may buy, its price for him (`unitPriceFor`), VAT at today's rate when
 * the seller's school has a VAT number, what the voucher would pay (its refusals as the vouchers
 * module words them, naming `body.voucherCode`) and the ways what is left may be paid: a card
 * with a provider, an invoice when the seller issues QR-bills.
 */
async function saleOf(deps: CheckoutDeps, actor: Actor | null, input: CheckoutQuoteInput): Promise<Sale> {
  const view = await buyableArticle(deps.db, actor, input.shopCode, input.articleCode);
  const seller = await shopSellerOf(deps.db, view.article.schoolId);
  const vatRate = seller.vatNumber ? vatRateOn(schoolDay(new Date())) : null;
  const price = await unitPriceFor(deps.db, view, actor && { userId: actor.userId, schoolId: actor.schoolId });
  const priced = { quantity: input.quantity, unitPrice: price.unitPrice, vatRate };
  let voucherAvailable = 0;
  const total = shopOrderMoney({ ...priced, voucherAvailable: 0 }).total;
  if (input.voucherCode && total > 0) {
    const check = await checkVoucher(
      deps,
      { sellerCode: input.shopCode, code: input.voucherCode, amount: toChf(total) },
      VOUCHER_FIELD,
    );
    voucherAvailable = toCentimes(check.available);
  }
  const methods = paymentMethods(deps);
  const paymentModes: ShopPayableMode[] = [
    ...(methods.card ? (['card'] as const) : []),
    ...(seller.invoicing ? (['invoice'] as const) : []),
  ];
  return {
    view,
    seller,
    vatRate,
    ...price,
    money: shopOrderMoney({ ...priced, voucherAvailable }),
    paymentModes,
  };
}

function moneyInChf(sale: Sale, quantity: number): CheckoutMoney {
  const { money } = sale;
  return {
    unitPrice: toChf(sale.unitPrice),
    quantity,
    subtotal: toChf(money.subtotal),
    vatRate: sale.vatRate === null ? null : sale.vatRate / 100,
    vat: toChf(money.vat),
    rounding: toChf(money.rounding),
    total: toChf(money.total),
    voucher: toChf(money.voucher),
    due: toChf(money.due),
    preferential: sale.preferential,
  };
}

/** POST /api/checkout/quote: what the checkout shows before paying; nothing is written. */
export async function quoteCheckout(
  deps: CheckoutDeps,
  actor: Actor | null,
  input: CheckoutQuoteInput,
): Promise<CheckoutQuote> {
  const sale = await saleOf(deps, actor, input);
  return {
    article: await publicArticleOf(deps, sale.view, input.language),
    money: moneyInChf(sale, input.quantity),
    paymentModes: sale.paymentModes,
    signInRequired: sale.view.article.kind === 'sms_pack' && actor === null,
  };
}

/** An SMS pack credits a school, or a monitor without one: its buyer signs in, as one of them. */
function checkSmsPackBuyer(actor: Actor | null): void {
  if (!actor) {
    throw new AppError(401, 'sign_in_required', 'Sign in to buy an SMS pack: its credits go to your school');
  }
  const role = primaryRole(actor);
  if (role === 'user' || role === 'guest') {
    throw new AppError(403, 'sms_pack_for_monitors', 'SMS packs are for monitors and their schools');
  }
}

interface Buyer {
  id: string | null;
  firstname: string;
  name: string;
  email: string;
  language: string;
  address: PostalAddress | null;
}

const refusal = (field: string, rule: string, message: string) => new ValidationError([{ field, rule, message }]);

/** The buyer: the signed-in account (at its address, unless another is given), or the visitor's name and e-mail. */
async function buyerOf(deps: CheckoutDeps, actor: Actor | null, input: CheckoutInput): Promise<Buyer> {
  const given = input.buyer?.address ?? null;
  if (!actor) {
    if (!input.buyer) throw refusal('body.buyer', 'required', 'your name and e-mail, or sign in');
    const { firstname, name, email, language } = input.buyer;
    return { id: null, firstname, name, email, language, address: given };
  }
  const user = await getUser(deps.db, actor.userId);
  if (!user) throw new Error('the signed-in buyer is missing');
  const own: PostalAddress | null =
    user.postcode && user.city
      ? { street: user.address, houseNumber: null, postcode: user.postcode, city: user.city, country: 'CH' }
      : null;
  return {
    id: user.id,
    firstname: user.firstname,
    name: user.name,
    email: user.email,
    language: user.language,
    address: given ?? own,
  };
}

/** How what is due is paid: nothing due, by the voucher or free; else a mode the sale offers (400 naming `paymentMode`). */
function paymentModeOf(sale: Sale, input: CheckoutInput, buyer: Buyer): ShopPaymentMode {
  if (sale.money.due === 0) return sale.money.voucher > 0 ? 'voucher' : 'free';
  if (!input.paymentMode) throw refusal('body.paymentMode', 'required', 'choose how to pay');
  if (!sale.paymentModes.includes(input.paymentMode)) {
    throw refusal('body.paymentMode', 'unavailable', 'this article cannot be paid this way here');
  }
  if (input.paymentMode === 'invoice' && !buyer.id && !buyer.address) {
    throw refusal('body.buyer.address', 'required', 'an invoice needs your address');
  }
  return input.paymentMode;
}

/**
 * Buying (POST /api/checkout), in one transaction: the number of the seller's series, the
 * voucher's part taken for the order, the order with its private token's digest; then, nothing
 * being due, paid and delivered at once; by invoice, the QR-bill mailed in the buyer's language.
 * A card payment starts once the order is written; when the provider cannot start it, the order
 * is cancelled and the voucher's part given back.
 */
export async function checkout(deps: CheckoutDeps, actor: Actor | null, input: CheckoutInput): Promise<CheckoutResult> {
  const sale = await saleOf(deps, actor, input);
  const { view, money } = sale;
  if (view.article.kind === 'sms_pack') checkSmsPackBuyer(actor);
  const buyer = await buyerOf(deps, actor, input);
  const paymentMode = paymentModeOf(sale, input, buyer);
  const id = randomUUID();
  const token = purchaseToken(deps.secrets, id);
  const now = new Date();
  const issuer: InvoiceIssuer = view.article.schoolId
    ? { kind: 'school', schoolId: view.article.schoolId }
    : { kind: 'monitor', userId: view.article.ownerId };
  const number = await deps.db.transaction(async (tx) => {
    const numbered = await nextInvoiceNumber(tx, issuer, now);
    let voucherId: string | null = null;
    if (money.voucher > 0 && input.voucherCode) {
      const redeemed = await redeemVoucher(tx, {
        seller: { userId: view.article.ownerId, schoolId: view.article.schoolId },
        code: input.voucherCode,
        wantedCentimes: money.voucher,
        orderId: id,
        actorId: buyer.id,
        field: VOUCHER_FIELD,
      });
      // Spent meanwhile by another checkout: the buyer sees what is left and tries again.
      if (redeemed.taken !== money.voucher) {
        throw new AppError(409, 'voucher_exhausted', 'The voucher changed meanwhile: check it again', [
          { field: VOUCHER_FIELD, rule: 'voucher_exhausted', message: 'has less left than shown' },
        ]);
      }
      voucherId = redeemed.voucherId;
    }
    await insertShopOrder(tx, {
      id,
      series: invoiceSeriesOf(issuer),
      number: numbered,
      sellerId: view.article.ownerId,
      schoolId: view.article.schoolId,
      articleId: view.article.id,
      buyerId: buyer.id,
      buyerFirstname: buyer.firstname,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerLanguage: buyer.language,
      buyerAddress: buyer.address,
      quantity: input.quantity,
      unitPrice: sale.unitPrice,
      vatRate: sale.vatRate,
      subtotal: money.subtotal,
      vat: money.vat,
      total: money.total,
      voucherAmount: money.voucher,
      voucherId,
      due: money.due,
      paymentMode,
      preferential: sale.preferential,
      accessTokenHash: hashToken(token),
      termsAcceptedAt: now,
      createdAt: now,
    });
    if (money.due === 0) {
      await settleShopOrder(deps, tx, id, { providerFee: 0, recordedBy: null });
    } else if (paymentMode === 'invoice') {
      const texts = serverTexts(buyer.language, 'commerce-mail');
      const values = {
        name: buyer.firstname,
        number: numbered,
        quantity: input.quantity,
        article: articleText(view.article, 'label', buyer.language),
        seller: view.seller.school ?? personName(view.seller),
        due: formatChf(money.due, buyer.language),
        link: purchaseLink(deps.publicUrl, deps.secrets, id),
      };
      await deps.mailer.send(
        {
          to: buyer.email,
          subject: texts('shopInvoiceSubject', values),
          text: texts('shopInvoiceText', values),
          attachments: [{ kind: SHOP_INVOICE, id }],
        },
        tx,
      );
    }
    return numbered;
  });
  await recordAudit(deps.db, deps.log, {
    action: 'shop_order.placed',
    outcome: 'success',
    userId: buyer.id,
    schoolId: view.article.schoolId,
    details: { orderId: id, number, paymentMode },
  });
  let payment: PaymentStart | undefined;
  if (paymentMode === 'card') {
    try {
      payment = await paymentMethods(deps).card?.start(deps, {
        purpose: 'shop_order',
        id,
        amount: money.due,
        buyerId: buyer.id,
        language: buyer.language,
      });
    } catch (error) {
      await deps.db.transaction((tx) => cancelShopOrder(tx, id));
      throw error;
    }
  }
  return {
    purchase: await purchaseById(deps, id),
    accessToken: token,
    ...(payment ? { payment } : {}),
  };
}
