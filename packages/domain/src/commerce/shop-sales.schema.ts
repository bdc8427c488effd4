import { z } from 'zod';
import { listEnvelope } from '../kernel/api/envelope';
import { shopOrderListQuery, shopOrderSchema } from './shop-orders.schema';

/**
 * The sellers' and the product administrator's lists of shop orders (spec §2 /account/orders-list,
 * /settings/orders; spec §3 Sale or order): `mine` is what the reader sold (his school's sales for
 * its head), `all` every order of the product, for its administrator.
 */
export const SHOP_SALES_SCOPES = ['mine', 'all'] as const;
export type ShopSalesScope = (typeof SHOP_SALES_SCOPES)[number];
export const SHOP_SALES_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ShopSalesExportFormat = (typeof SHOP_SALES_EXPORT_FORMATS)[number];

export const shopSalesQuery = shopOrderListQuery.extend({ scope: z.enum(SHOP_SALES_SCOPES).default('mine') });
export type ShopSalesQuery = z.infer<typeof shopSalesQuery>;

/** The whole filtered list as a file: the list's filters, every page. */
export const shopSalesExportQuery = shopSalesQuery.omit({ page: true }).extend({
  format: z.enum(SHOP_SALES_EXPORT_FORMATS),
});
export type ShopSalesExportQuery = z.infer<typeof shopSalesExportQuery>;

/** An order as its seller's list shows it: whether the reader may record its invoice's payment. */
export const shopSaleSchema = shopOrderSchema.extend({ paymentRecordable: z.boolean() });
export type ShopSale = z.infer<typeof shopSaleSchema>;

/** What the orders of a filter add up to in CHF, cancelled ones left out (they brought nothing). */
export const shopSalesSumsSchema = z.object({
  income: z.number(),
  tax: z.number(),
  realIncome: z.number(),
  cashback: z.number(),
});
export type ShopSalesSums = z.infer<typeof shopSalesSumsSchema>;

export const shopSalesPageSchema = listEnvelope(shopSaleSchema).extend({ sums: shopSalesSumsSchema });
export type ShopSalesPage = z.infer<typeof shopSalesPageSchema>;
