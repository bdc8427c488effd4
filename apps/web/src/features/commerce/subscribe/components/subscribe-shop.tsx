import { type OfferedPlan, type SubscriptionOrder, translatedText } from '@ds/domain';
import { Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useCurrentLanguage } from '@/lib/current-language';
import { useOfferedPlans } from '../api/subscribe-api';
import { OfferedPlanCard } from './offered-plan-card';
import { OrderForm } from './order-form';
import { OrderPlaced } from './order-placed';

/** "A shop to subscribe" (spec §2 /account/subscriptions): the plans offered to the user, each ordered in a dialog. */
export function SubscribeShop() {
  const { t } = useTranslation('commerce-subscribe');
  const language = useCurrentLanguage();
  const phone = useMediaQuery('(max-width: 48em)');
  const plans = useOfferedPlans();
  const [chosen, setChosen] = useState<OfferedPlan | null>(null);
  const [placed, setPlaced] = useState<SubscriptionOrder | null>(null);
  const close = () => {
    setChosen(null);
    setPlaced(null);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="subscribe-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="subscribe-title">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {plans.isPending && <Loader />}
        <ErrorAlert error={plans.error} />
        {plans.data?.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {plans.data?.map((plan) => (
            <OfferedPlanCard key={plan.id} plan={plan} onChoose={() => setChosen(plan)} />
          ))}
        </SimpleGrid>
      </Stack>
      <Modal
        opened={chosen !== null}
        onClose={close}
        title={chosen ? t('form.title', { name: translatedText(chosen, 'name', language) }) : ''}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {chosen &&
          (placed ? (
            <OrderPlaced order={placed} onClose={close} />
          ) : (
            <OrderForm key={chosen.id} plan={chosen} onPlaced={setPlaced} onCancel={close} />
          ))}
      </Modal>
    </Paper>
  );
}
