import type { Db } from '../../../db/client';
import {
  type InstantRange,
  type ShopTurnoverScope,
  type ShopTurnoverSums,
  sumShopTurnover,
} from './shop-turnover.repo';

export type { InstantRange, ShopTurnoverScope, ShopTurnoverSums };

/**
 * The shop's side of accounting's turnover (issue 26 §2), in centimes: the orders made in the range
 * and not cancelled — how many, their totals, what of it is paid (collected) and what still awaits
 * its payment (not collected), what gift vouchers paid of them — and the gift vouchers issued in
 * the range with their value. A seller's own, or a whole school's.
 */
export function shopTurnover(db: Db, scope: ShopTurnoverScope, range: InstantRange): Promise<ShopTurnoverSums> {
  return sumShopTurnover(db, scope, range);
}
