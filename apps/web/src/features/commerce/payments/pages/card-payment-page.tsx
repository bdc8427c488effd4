import { toCentimes } from '@ds/domain';
import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { formatChf } from '@/lib/format-chf';
import { ShopOrderPaymentPurchase, ShopOrderPaymentText } from '../../checkout/components/shop-order-payment';
import { useCardPayment } from '../api/payments-api';
import { PaymentOutcome } from '../components/payment-outcome';

/**
 * /spc/:token/:status/:type? (spec §2), where the card provider sends the buyer back. What it
 * says comes from the server, never from the address: the page reads the payment until the
 * provider's signed notification decided it (spec §4: waiting, then OK or KO; §8 messages); a
 * shop order's purchase is shown below when this tab started its payment.
 */
export function CardPaymentPage() {
  const { t } = useTranslation('commerce-payments');
  const { token = '' } = useParams();
  const payment = useCardPayment(token);
  const view = payment.data;
  return (
    <Paper withBorder p="lg" maw={560} mx="auto" w="100%" component="section" aria-labelledby="card-payment-title">
      <Stack gap="md">
        <Title order={1} size="h3" id="card-payment-title">
          {t('payment.title')}
        </Title>
        {payment.isPending && <Loader />}
        <ErrorAlert error={payment.error} />
        {view && (
          <>
            <Text size="sm" c="dimmed">
              {t(`purposes.${view.purpose}`)} · {formatChf(toCentimes(view.amount))}
            </Text>
            <PaymentOutcome
              status={view.status}
              waiting={t('payment.waiting')}
              title={t(`payment.${view.status}.title`)}
            >
              {view.status !== 'waiting' &&
                (view.purpose === 'shop_order' ? (
                  <ShopOrderPaymentText paymentToken={token} status={view.status} />
                ) : view.purpose === 'self_booking' ? (
                  <Text size="sm">{t(view.status === 'paid' ? 'booking.paid' : 'booking.ended')}</Text>
                ) : (
                  <Text size="sm">{t(`payment.${view.status}.text`)}</Text>
                ))}
            </PaymentOutcome>
            {view.status !== 'waiting' && view.purpose === 'shop_order' && (
              <ShopOrderPaymentPurchase paymentToken={token} />
            )}
            {view.status !== 'waiting' && view.purpose === 'self_booking' && (
              <Anchor component={Link} to="/booking" data-testid="to-bookings">
                {t('booking.toBookings')}
              </Anchor>
            )}
            {view.status !== 'waiting' && view.purpose === 'subscription_order' && (
              <Anchor component={Link} to="/account/subscriptions" data-testid="to-subscriptions">
                {t('payment.toSubscriptions')}
              </Anchor>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
