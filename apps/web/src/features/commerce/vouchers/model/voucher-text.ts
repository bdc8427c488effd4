import { toCentimes, type Voucher } from '@ds/domain';
import { formatDate } from '@/lib/format';
import { formatChf } from '@/lib/format-chf';

/** CHF as the API answers them, written the Swiss way. */
export const chf = (amount: number) => formatChf(toCentimes(amount));

/** "01.03.2026 – 28.02.2028". */
export const validityOf = (voucher: Pick<Voucher, 'validFrom' | 'validTo'>) =>
  `${formatDate(voucher.validFrom)} – ${formatDate(voucher.validTo)}`;
