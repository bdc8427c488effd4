import { articleText, type Purchase, personName, type ShopDelivery, toChf } from '@ds/domain';
import type { Deps } from '../../../kernel/deps';
import { resourceDownloads } from '../../resources';
import { logoOf } from '../articles/article-answer';
import type { ArticleView } from '../articles/articles.repo';
import { findDelivered, type ShopOrderRow } from './shop-orders.repo';

/** What a delivered order gave its buyer, with fresh download addresses; what an SMS pack credited. */
export async function deliveryOf(
  deps: Pick<Deps, 'db' | 'secrets'>,
  order: ShopOrderRow,
  view: ArticleView,
): Promise<ShopDelivery> {
  const delivered = await findDelivered(deps.db, order.id);
  return {
    resources: await resourceDownloads(deps, delivered.resourceIds, order.buyerLanguage),
    theoryLicences: delivered.licences,
    vouchers: delivered.vouchers.map((voucher) => ({ ...voucher, amount: toChf(voucher.amount) })),
    sms: view.article.kind === 'sms_pack' ? (view.article.smsCount ?? 0) * order.quantity : 0,
  };
}

/** An order as its buyer sees it, in his language; `invoice` when its seller issues a PDF of it. */
export async function purchaseOf(
  deps: Pick<Deps, 'db' | 'secrets'>,
  order: ShopOrderRow,
  view: ArticleView,
  invoice: boolean,
): Promise<Purchase> {
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    status: order.status,
    quantity: order.quantity,
    paymentMode: order.paymentMode,
    article: {
      code: view.article.code,
      shopCode: view.shopCode,
      kind: view.article.kind,
      label: articleText(view.article, 'label', order.buyerLanguage),
      logo: logoOf(deps.secrets, view),
    },
    seller: view.seller.school ?? personName(view.seller),
    total: toChf(order.total),
    voucher: toChf(order.voucherAmount),
    due: toChf(order.due),
    delivery: order.deliveredAt ? await deliveryOf(deps, order, view) : null,
    invoice,
  };
}
