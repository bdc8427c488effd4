import {
  type OfferedPlan,
  ORDER_QUANTITY_MAX,
  type SubscriptionOrder,
  type SubscriptionOrderInput,
  subscriptionOrderInput,
} from '@ds/domain';
import { Anchor, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { formatChf } from '@/lib/format-chf';
import { PaymentModeChoice } from '../../payments/components/payment-mode-choice';
import { TermsCheckbox } from '../../payments/components/terms-checkbox';
import { usePlaceOrder } from '../api/subscribe-api';
import { defaultPaymentMode, orderTotal, wholeNumberOf } from '../model/order-total';

const NAMESPACE = 'commerce-subscribe';

/**
 * Ordering a plan (spec §2 /account/subscriptions): how many, how to pay among the plan's modes,
 * the terms accepted first (spec §5); the order placed goes to `onPlaced`, or, paid by card, the
 * browser to the card provider's page.
 */
export function OrderForm({
  plan,
  onPlaced,
  onCancel,
}: {
  plan: OfferedPlan;
  onPlaced: (order: SubscriptionOrder) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [quantity, setQuantity] = useState<string | number>(1);
  const [paymentMode, setPaymentMode] = useState(defaultPaymentMode(plan.paymentModes));
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  const place = usePlaceOrder();
  const count = wholeNumberOf(quantity);
  const total = orderTotal(plan.price, count);

  const clear = (field: keyof SubscriptionOrderInput) => setErrors(({ [field]: _cleared, ...others }) => others);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = { planId: plan.id, quantity: count, paymentMode, acceptTerms };
    const parsed = subscriptionOrderInput.safeParse(candidate, { reportInput: true });
    if (!parsed.success) {
      place.reset();
      const messages = issuesToMessages(parsed.error.issues, t, NAMESPACE);
      if (messages.acceptTerms) messages.acceptTerms = t('errors.acceptTerms');
      setErrors(messages);
      return;
    }
    setErrors({});
    try {
      const order = await place.mutateAsync(parsed.data);
      if (order.payment) window.location.assign(order.payment.redirectUrl);
      else onPlaced(order);
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, NAMESPACE));
    }
  };

  const hasFieldErrors = Object.keys(errors).length > 0;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="order-form">
      <Stack gap="md">
        <NumberInput
          label={t('form.quantity')}
          name="quantity"
          required
          min={1}
          max={ORDER_QUANTITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            clear('quantity');
          }}
          error={errors.quantity}
          description={t('form.quantityHint', { count: plan.licenceCount, maximum: ORDER_QUANTITY_MAX })}
        />
        <Group justify="space-between" gap="xs" data-testid="order-total">
          <Text fw={600}>{t('form.total')}</Text>
          <Text fw={700}>
            {total === null ? '—' : formatChf(total)}
            {total !== null && (
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                ({t('form.licencesTotal', { count: plan.licenceCount * count })})
              </Text>
            )}
          </Text>
        </Group>
        <PaymentModeChoice
          label={t('form.paymentMode')}
          modes={plan.paymentModes}
          value={paymentMode}
          onChange={(mode) => {
            setPaymentMode(mode);
            clear('paymentMode');
          }}
          error={errors.paymentMode}
          textsOf={(mode) => ({ label: t(`paymentModes.${mode}`), hint: t(`paymentHints.${mode}`) })}
        />
        <TermsCheckbox
          label={t('form.acceptTerms')}
          checked={acceptTerms}
          onChange={(checked) => {
            setAcceptTerms(checked);
            clear('acceptTerms');
          }}
          error={errors.acceptTerms}
        >
          {plan.termsUrl && (
            <Anchor
              href={plan.termsUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              data-testid="plan-terms"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              <IconFileTypePdf size={16} aria-hidden />
              {t('form.terms')}
            </Anchor>
          )}
        </TermsCheckbox>
        {!hasFieldErrors && <ErrorAlert error={place.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={place.isPending} data-testid="order-submit">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
