import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useCardRegistration } from '../api/payments-api';
import { PaymentOutcome } from '../components/payment-outcome';
import { cardBrandName, cardEndDate } from '../model/card-brand';

/**
 * /account/cc/:status/:token (spec §2), where the card provider sends the browser back after a
 * registration: the server's word on it, read until the provider's notification decided (spec §8:
 * a failed registration names the card provider).
 */
export function CardSetupCallbackPage() {
  const { t } = useTranslation('commerce-payments');
  const { token = '' } = useParams();
  const registration = useCardRegistration(token);
  const view = registration.data;
  return (
    <Paper withBorder p="lg" maw={560} mx="auto" w="100%" component="section" aria-labelledby="card-setup-title">
      <Stack gap="md">
        <Title order={1} size="h3" id="card-setup-title">
          {t('registration.title')}
        </Title>
        {registration.isPending && <Loader />}
        <ErrorAlert error={registration.error} />
        {view && (
          <PaymentOutcome
            status={view.status}
            waiting={t('registration.waiting')}
            title={t(`registration.${view.status}.title`)}
          >
            {view.status !== 'waiting' && (
              <Text size="sm">{t(`registration.${view.status}.text`, { provider: view.provider })}</Text>
            )}
            {view.card && (
              <Text size="sm" fw={600} mt={4} data-testid="registered-card">
                {view.card.name}: {cardBrandName(view.card.brand)} •••• {view.card.lastDigits} ·{' '}
                {t('cards.endDate', { date: cardEndDate(view.card) })}
              </Text>
            )}
          </PaymentOutcome>
        )}
        <Anchor component={Link} to="/account/ccsetup">
          {t('registration.back')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
