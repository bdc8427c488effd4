import { formatVoucherCode, type Voucher } from '@ds/domain';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { validityOf } from '../model/voucher-text';
import './voucher-print.css';
import { formatChfAmount as chf } from '@/lib/format-chf';

/**
 * The voucher as printed to hand over (window.print()): the school's name (the seller's without
 * one), what it is worth, its code grouped to be typed again, its validity and for whom.
 */
export function VoucherPrint({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('commerce-vouchers');
  return createPortal(
    <div className="ds-print-voucher" aria-hidden="true" data-testid="voucher-print">
      <p>{voucher.schoolName ?? voucher.seller.name}</p>
      <h1>{t('print.title')}</h1>
      {voucher.beneficiaryName && <p>{t('print.for', { name: voucher.beneficiaryName })}</p>}
      <p className="ds-print-voucher-amount">{chf(voucher.available)}</p>
      <p className="ds-print-voucher-code">{formatVoucherCode(voucher.code)}</p>
      <p>{t('print.validity', { validity: validityOf(voucher) })}</p>
      {voucher.buyerName && <p>{t('print.from', { name: voucher.buyerName })}</p>}
    </div>,
    document.body,
  );
}
