import type { CardPaymentStatus } from '@ds/domain';
import { Anchor, Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePurchase } from '../api/checkout-api';
import { purchaseOfPayment } from '../model/purchase-of-payment';
import { PurchaseView } from './purchase-view';

/** The purchase a card payment paid, when this tab started it (its private token kept before leaving). */
function usePurchaseOfPayment(paymentToken: string) {
  const token = purchaseOfPayment(paymentToken);
  return { token, purchase: usePurchase(token).data };
}

/**
 * What a decided card payment of a shop order means (spec §8): paid, a theory-exam licence arrives
 * by e-mail within minutes, anything else is delivered (below, and by e-mail); failed, contact support.
 */
export function ShopOrderPaymentText({
  paymentToken,
  status,
}: {
  paymentToken: string;
  status: Exclude<CardPaymentStatus, 'waiting'>;
}) {
  const { t } = useTranslation('commerce-payments');
  const { token, purchase } = usePurchaseOfPayment(paymentToken);
  if (status !== 'paid') return <Text size="sm">{t(`shopOrder.${status}`)}</Text>;
  const text =
    purchase?.article.kind === 'theory_licence'
      ? t('payment.paid.text')
      : token
        ? t('shopOrder.paidBelow')
        : t('shopOrder.paid');
  return <Text size="sm">{text}</Text>;
}

/** The purchase under a decided card payment, with its own address to come back to. */
export function ShopOrderPaymentPurchase({ paymentToken }: { paymentToken: string }) {
  const { t } = useTranslation('commerce-checkout');
  const { token, purchase } = usePurchaseOfPayment(paymentToken);
  if (!token || !purchase) return null;
  return (
    <>
      <Divider />
      <PurchaseView purchase={purchase} token={token} />
      <Anchor component={Link} to={`/purchase/${token}`} data-testid="to-purchase">
        {t('purchase.open')}
      </Anchor>
    </>
  );
}
