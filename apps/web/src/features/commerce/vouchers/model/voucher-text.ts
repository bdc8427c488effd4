import type { Voucher } from '@ds/domain';
import { formatDate } from '@/lib/format';

/** "01.03.2026 – 28.02.2028". */
export const validityOf = (voucher: Pick<Voucher, 'validFrom' | 'validTo'>) =>
  `${formatDate(voucher.validFrom)} – ${formatDate(voucher.validTo)}`;
