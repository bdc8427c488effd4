import { randomBytes } from 'node:crypto';
import {
  articleText,
  formatChf,
  generateLicenceKey,
  personName,
  type ShopDelivery,
  schoolDay,
  soldVoucherValidTo,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../kernel/deps';
import { serverTexts } from '../../../lib/server-texts';
import { addSmsPack } from '../../communications';
import { getUser } from '../../identity';
import { type ArticleView, findArticleViews } from '../articles/articles.repo';
import { createVoucher } from '../vouchers/vouchers.service';
import { deliveryOf } from './purchase-answer';
import { purchaseLink } from './purchase-token';
import { SHOP_RECEIPT, shopSellerOf } from './shop-invoice.service';
import {
  insertDeliveredResources,
  insertTheoryLicence,
  linkOrderVoucher,
  lockShopOrder,
  markShopOrderDelivered,
  type ShopOrderRow,
} from './shop-orders.repo';

export type DeliveryDeps = Pick<Deps, 'db' | 'secrets' | 'mailer' | 'publicUrl'>;

/** A theory-exam licence's code, drawn again in the (2^-79) case it is taken. */
async function issueTheoryLicence(tx: Db, order: ShopOrderRow, days: number): Promise<void> {
  for (;;) {
    const code = generateLicenceKey(randomBytes);
    if (
      await insertTheoryLicence(tx, {
        orderId: order.id,
        code,
        days,
        holderId: order.buyerId,
        holderEmail: order.buyerEmail,
      })
    ) {
      return;
    }
  }
}

/** What the article gives, `quantity` times, in the payment's transaction. */
async function give(tx: Db, order: ShopOrderRow, view: ArticleView): Promise<void> {
  const { article } = view;
  if (article.kind === 'resources') {
    await insertDeliveredResources(tx, order.id, view.resourceIds);
  } else if (article.kind === 'sms_pack') {
    // The checkout sells an SMS pack to a signed-in member only: his school's credits, or his own without one.
    const buyer = order.buyerId ? await getUser(tx, order.buyerId) : undefined;
    if (!buyer) throw new Error('an SMS pack was paid without its buyer’s account');
    await addSmsPack(tx, { userId: buyer.id, schoolId: buyer.schoolId }, (article.smsCount ?? 0) * order.quantity);
  } else if (article.kind === 'theory_licence') {
    for (let count = 0; count < order.quantity; count++) {
      await issueTheoryLicence(tx, order, article.theoryLicenceDays ?? 0);
    }
  } else {
    const today = schoolDay(new Date());
    for (let count = 0; count < order.quantity; count++) {
      const voucherId = await createVoucher(
        tx,
        { userId: order.sellerId, schoolId: order.schoolId },
        {
          amountCentimes: order.unitPrice,
          validFrom: today,
          validTo: soldVoucherValidTo(today),
          buyerName: personName({ firstname: order.buyerFirstname, name: order.buyerName }),
          beneficiaryName: '',
          source: 'sold',
        },
        order.buyerId,
      );
      await linkOrderVoucher(tx, order.id, voucherId);
    }
  }
}

/** What the mail tells of the delivery, in the buyer's language. */
function deliveryText(order: ShopOrderRow, delivery: ShopDelivery): string {
  const texts = serverTexts(order.buyerLanguage, 'commerce-mail');
  const parts: string[] = [];
  if (delivery.theoryLicences.length > 0) {
    parts.push(
      texts('shopLicences', {
        days: delivery.theoryLicences[0]?.days ?? 0,
        codes: delivery.theoryLicences.map((licence) => licence.code).join('\n'),
      }),
    );
  }
  const [voucher] = delivery.vouchers;
  if (voucher) {
    parts.push(
      texts('shopVouchers', {
        amount: formatChf(order.unitPrice, order.buyerLanguage),
        validTo: voucher.validTo,
        codes: delivery.vouchers.map((one) => one.code).join('\n'),
      }),
    );
  }
  if (delivery.resources.length > 0) parts.push(texts('shopResources'));
  if (delivery.sms > 0) parts.push(texts('shopSms', { sms: delivery.sms }));
  return parts.join('\n\n');
}

/**
 * Delivers a paid order exactly once, in the caller's transaction (the payment's), under the
 * order's row lock: `delivered_at` is set first, so a repeated or concurrent call finds it set
 * and gives nothing. Then the buyer is mailed, in his language, what he got and its receipt
 * (the seller's invoice marked paid, when the seller invoices). Answers whether it delivered.
 */
export async function deliverShopOrder(deps: DeliveryDeps, tx: Db, orderId: string): Promise<boolean> {
  const order = await lockShopOrder(tx, orderId);
  if (!order || !(await markShopOrderDelivered(tx, orderId))) return false;
  const [view] = await findArticleViews(tx, [order.articleId]);
  if (!view) throw new Error('the ordered article is gone');
  await give(tx, order, view);
  const delivery = await deliveryOf({ db: tx, secrets: deps.secrets }, order, view);
  const texts = serverTexts(order.buyerLanguage, 'commerce-mail');
  const values = {
    name: order.buyerFirstname,
    number: order.number,
    quantity: order.quantity,
    article: articleText(view.article, 'label', order.buyerLanguage),
    seller: view.seller.school ?? personName(view.seller),
    total: formatChf(order.total, order.buyerLanguage),
    delivery: deliveryText(order, delivery),
    link: purchaseLink(deps.publicUrl, deps.secrets, order.id),
  };
  const invoices = (await shopSellerOf(tx, order.schoolId)).invoicing !== null;
  await deps.mailer.send(
    {
      to: order.buyerEmail,
      subject: texts('shopPaidSubject', values),
      text: texts('shopPaidText', values),
      ...(invoices ? { attachments: [{ kind: SHOP_RECEIPT, id: order.id }] } : {}),
    },
    tx,
  );
  return true;
}
