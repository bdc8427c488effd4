import { createHash, randomBytes } from 'node:crypto';
import { type ShopOrderStatus, type ShopPaymentMode, shopOrderMoney } from '@ds/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, shopOrders } from '../db/schema';

/** A shop order as a test wants it; the money follows from the article's price and `shopOrderMoney`. */
export interface TestShopOrder {
  articleId: string;
  buyer: { firstname: string; name: string; email: string; id?: string };
  quantity?: number;
  /** Basis points; none: the seller charges no VAT. */
  vatRate?: number | null;
  /** Centimes a voucher paid. */
  voucherAvailable?: number;
  paymentMode: ShopPaymentMode;
  status: ShopOrderStatus;
  providerFee?: number;
  createdAt: Date;
}

/**
 * Writes a shop order row directly, numbered at random in its seller's series: the lists and
 * exports are tested without going through the checkout. Answers its id and number.
 */
export async function insertShopOrder(db: Db, order: TestShopOrder): Promise<{ id: string; number: string }> {
  const [article] = await db.select().from(articles).where(eq(articles.id, order.articleId));
  if (!article) throw new Error(`no article ${order.articleId}`);
  const quantity = order.quantity ?? 1;
  const vatRate = order.vatRate === undefined ? 810 : order.vatRate;
  const money = shopOrderMoney({
    quantity,
    unitPrice: article.price,
    vatRate,
    voucherAvailable: order.voucherAvailable ?? 0,
  });
  const [row] = await db
    .insert(shopOrders)
    .values({
      series: article.schoolId ?? article.ownerId,
      number: `T-${randomBytes(4).toString('hex')}`,
      sellerId: article.ownerId,
      schoolId: article.schoolId,
      articleId: article.id,
      buyerId: order.buyer.id ?? null,
      buyerFirstname: order.buyer.firstname,
      buyerName: order.buyer.name,
      buyerEmail: order.buyer.email,
      buyerLanguage: 'fr',
      quantity,
      unitPrice: article.price,
      vatRate,
      subtotal: money.subtotal,
      vat: money.vat,
      total: money.total,
      voucherAmount: money.voucher,
      due: money.due,
      paymentMode: order.paymentMode,
      providerFee: order.providerFee ?? 0,
      status: order.status,
      accessTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      termsAcceptedAt: order.createdAt,
      createdAt: order.createdAt,
      paidAt: order.status === 'paid' ? order.createdAt : null,
    })
    .returning({ id: shopOrders.id, number: shopOrders.number });
  if (!row) throw new Error('shop order not written');
  return row;
}
