import type { Db } from '../../../db/client';
import type { ArticleView } from '../articles/articles.repo';
import { preferentialTheoryPrice } from '../theory-prices/theory-prices.service';

/** Who buys, as far as his price depends on it: his account and school when signed in. */
export interface PriceBuyer {
  userId: string;
  schoolId: string | null;
}

/** The price of one article for a buyer, in centimes VAT included, and whether it is a preferential one. */
export interface UnitPrice {
  unitPrice: number;
  preferential: boolean;
}

/**
 * The one place a unit price is decided, for the quote and the order alike: the article's own
 * price, or for a theory-exam licence bought by a member of a school, the school's preferential
 * price once it applies (spec §9, `preferentialTheoryPrice`).
 */
export async function unitPriceFor(db: Db, view: ArticleView, buyer: PriceBuyer | null): Promise<UnitPrice> {
  const { article } = view;
  if (article.kind === 'theory_licence' && article.theoryLicenceDays !== null && buyer?.schoolId) {
    const preferential = await preferentialTheoryPrice(db, { buyerId: buyer.userId, days: article.theoryLicenceDays });
    if (preferential !== null) return { unitPrice: preferential, preferential: true };
  }
  return { unitPrice: article.price, preferential: false };
}
