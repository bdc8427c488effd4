import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { ApiError } from '@/lib/api-client';
import { usePurchase } from '../api/checkout-api';
import { NotFoundNotice } from '../components/not-found-notice';
import { PageSection } from '../components/page-section';
import { PurchaseView } from '../components/purchase-view';

/**
 * /purchase/:token — a purchase at its private address (the checkout leads there, the buyer's mail
 * links it): for anyone who holds the token, signed in or not; read again while a card payment is awaited.
 */
export function PurchasePage() {
  const { t } = useTranslation('commerce-checkout');
  const { token = '' } = useParams();
  const purchase = usePurchase(token);
  const unknown = purchase.error instanceof ApiError && purchase.error.status === 404;
  return (
    <PageSection id="purchase-title" title={t('purchase.title')}>
      {purchase.isPending && (
        <Center>
          <Loader />
        </Center>
      )}
      {unknown ? (
        <NotFoundNotice text={t('purchase.notFound')} testId="purchase-not-found" />
      ) : (
        <ErrorAlert error={purchase.error} />
      )}
      {purchase.data && <PurchaseView purchase={purchase.data} token={token} />}
    </PageSection>
  );
}
