import { PREFERENTIAL_THEORY_AFTER, theoryPriceRequestInput } from '@ds/domain';
import { Badge, Button, Card, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { formatDate } from '@/lib/format';
import { useRequestTheoryPrice, useTheoryPriceRequests } from '../api/theory-prices-api';
import { type TheoryPriceState, theoryPriceStanding } from '../model/theory-price-state';
import { TheoryPriceFigures } from './theory-price-figures';

const NAMESPACE = 'commerce-theory-prices';
const STATE_COLOURS: Record<TheoryPriceState, string> = {
  none: 'gray',
  requested: 'blue',
  approved: 'green',
  refused: 'red',
};

/**
 * For a school's administrator (spec §9, on request): where the school's preferential theory-exam
 * price stands, its prices once granted, and the request to the product administrator.
 */
export function TheoryPriceCard() {
  const { t } = useTranslation(NAMESPACE);
  const requests = useTheoryPriceRequests();
  const ask = useRequestTheoryPrice();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const { state, latest, approved } = theoryPriceStanding(requests.data ?? []);
  const decidedOn = latest?.decidedAt ? formatDate(new Date(latest.decidedAt)) : '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = theoryPriceRequestInput.safeParse({ message }, { reportInput: true });
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, NAMESPACE));
      return;
    }
    try {
      await ask.mutateAsync(parsed.data);
      notifications.show({ color: 'green', message: t('card.sent') });
      setAsking(false);
      setMessage('');
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, NAMESPACE));
    }
  };

  return (
    <Card withBorder padding="md" data-testid="theory-price-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('card.title')}
          </Title>
          {requests.isSuccess && (
            <Badge color={STATE_COLOURS[state]} variant="light" data-testid="theory-price-state">
              {t(`state.${state}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('card.intro', { from: PREFERENTIAL_THEORY_AFTER + 1 })}
        </Text>
        {requests.isPending && <Loader size="sm" />}
        <ErrorAlert error={requests.error} />
        {latest && <Text size="sm">{t('licencesBought', { count: latest.licencesBought })}</Text>}
        {state === 'requested' && latest && (
          <Text size="sm">{t('card.requestedOn', { day: formatDate(new Date(latest.requestedAt)) })}</Text>
        )}
        {state === 'refused' && <Text size="sm">{t('card.refusedOn', { day: decidedOn })}</Text>}
        {approved?.prices && (
          <Stack gap={4}>
            <Text size="sm">{t('card.approvedPrices', { after: PREFERENTIAL_THEORY_AFTER })}</Text>
            <TheoryPriceFigures prices={approved.prices} />
          </Stack>
        )}
        {asking ? (
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="sm">
              <Textarea
                label={t('fields.message')}
                description={t('card.messageHint')}
                name="message"
                autosize
                minRows={2}
                maxLength={1000}
                value={message}
                onChange={(event) => {
                  setMessage(event.currentTarget.value);
                  setErrors({});
                  ask.reset();
                }}
                error={errors.message}
              />
              {Object.keys(errors).length === 0 && <ErrorAlert error={ask.error} />}
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={() => setAsking(false)}>
                  {t('actions.cancel')}
                </Button>
                <Button type="submit" loading={ask.isPending}>
                  {t('card.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          requests.isSuccess &&
          state !== 'requested' && (
            <Group>
              <Button variant="light" onClick={() => setAsking(true)}>
                {t(approved ? 'card.askAgain' : 'card.ask')}
              </Button>
            </Group>
          )
        )}
      </Stack>
    </Card>
  );
}
