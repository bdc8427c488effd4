import { type TheoryPriceRequest, theoryPriceDecisionInput } from '@ds/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChfInput } from '@/components/chf-input';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { useDecideTheoryPrice } from '../api/theory-prices-api';

const NAMESPACE = 'commerce-theory-prices';
const FIELDS = ['price1Day', 'price30Days', 'price365Days'] as const;
type Prices = Record<(typeof FIELDS)[number], number>;

/** The product administrator approves a school's request with its three unit prices in CHF. */
export function TheoryPriceDecisionForm({ request, onDone }: { request: TheoryPriceRequest; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [prices, setPrices] = useState<Prices>({
    price1Day: Number.NaN,
    price30Days: Number.NaN,
    price365Days: Number.NaN,
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const decide = useDecideTheoryPrice();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = theoryPriceDecisionInput.safeParse({ decision: 'approve', ...prices }, { reportInput: true });
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, NAMESPACE));
      return;
    }
    try {
      await decide.mutateAsync({ id: request.id, ...parsed.data });
      notifications.show({ color: 'green', message: t('admin.approved', { school: request.school.name }) });
      onDone();
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, NAMESPACE));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="theory-price-decision-form">
      <Stack gap="sm">
        <Text size="sm">{t('admin.approveIntro', { school: request.school.name })}</Text>
        {FIELDS.map((field) => (
          <ChfInput
            key={field}
            label={t(`fields.${field}`)}
            name={field}
            required
            value={prices[field]}
            onChange={(value) => {
              setPrices((current) => ({ ...current, [field]: value }));
              setErrors({});
              decide.reset();
            }}
            error={errors[field]}
          />
        ))}
        {Object.keys(errors).length === 0 && <ErrorAlert error={decide.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={decide.isPending}>
            {t('admin.approve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
