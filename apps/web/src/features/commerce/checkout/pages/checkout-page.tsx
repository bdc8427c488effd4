import {
  type CheckoutQuote,
  checkoutInput,
  SHOP_ORDER_QUANTITY_MAX,
  type ShopPayableMode,
  sellerCodeOf,
  toCentimes,
} from '@ds/domain';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  NumberInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLogin, IconShoppingCart } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { ApiError } from '@/lib/api-client';
import { useCurrentLanguage } from '@/lib/current-language';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { formatChf } from '@/lib/format-chf';
import { useSessionUser } from '@/lib/session-user';
import { PaymentModeChoice } from '../../payments/components/payment-mode-choice';
import { TermsCheckbox } from '../../payments/components/terms-checkbox';
import { useCheckout } from '../api/checkout-api';
import { ArticleSummary } from '../components/article-summary';
import { BuyerFields } from '../components/buyer-fields';
import { CheckoutTotal } from '../components/checkout-total';
import { NotFoundNotice } from '../components/not-found-notice';
import { PageSection } from '../components/page-section';
import { useQuotedCheckout } from '../components/use-quoted-checkout';
import { VoucherField } from '../components/voucher-field';
import { type BuyerValues, checkoutCandidate, emptyBuyer, paymentModeAmong } from '../model/checkout-values';
import { rememberPurchaseOfPayment } from '../model/purchase-of-payment';

const NAMESPACE = 'commerce-checkout';

/**
 * /checkout/:monitor/:article (spec §2; the app page checked the identifiers): the article, how
 * many, a voucher, the total the Swiss way as the server quotes it, who buys (signed in, or a name
 * and an e-mail), how to pay what is due, the terms (spec §5), then Buy: a card goes to the card
 * provider's page, anything else to the purchase's page.
 */
export function Checkout({ monitor, article }: { monitor: string; article: string }) {
  const { t } = useTranslation(NAMESPACE);
  const quoted = useQuotedCheckout(sellerCodeOf(monitor), article);
  const { quote } = quoted;
  const unknown = quote.error instanceof ApiError && quote.error.status === 404 && !quote.data;
  return (
    <PageSection id="checkout-title" title={t('title')}>
      {quote.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {unknown && <NotFoundNotice text={t('notFound')} testId="checkout-not-found" />}
      {!quote.data && !unknown && <ErrorAlert error={quote.error} />}
      {quote.data && (
        <>
          <ArticleSummary article={quote.data.article} />
          <Divider />
          <CheckoutForm quoted={quoted} current={quote.data} />
        </>
      )}
    </PageSection>
  );
}

function CheckoutForm({ quoted, current }: { quoted: ReturnType<typeof useQuotedCheckout>; current: CheckoutQuote }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSessionUser();
  const language = useCurrentLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const { quote } = quoted;

  const [buyer, setBuyer] = useState<BuyerValues>(() => emptyBuyer(language));
  const [chosenMode, setChosenMode] = useState<ShopPayableMode | null>(null);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  const checkout = useCheckout();

  const due = current.money.due;
  const paymentMode = due > 0 ? paymentModeAmong(chosenMode, current.paymentModes) : null;
  const cannotPay = due > 0 && current.paymentModes.length === 0;
  const signInPath = `/login?redirect=${encodeURIComponent(pathname)}`;

  const clear = (...fields: string[]) =>
    setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([field]) => !fields.includes(field))));
  const changeBuyer = (patch: Partial<BuyerValues>) => {
    setBuyer((values) => ({ ...values, ...patch }));
    clear(...Object.keys(patch).map((field) => `buyer.${field}`));
    if (patch.address) clear(...Object.keys(patch.address).map((field) => `buyer.address.${field}`));
  };
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = checkoutCandidate(quoted.input(), {
      buyer: user ? null : buyer,
      paymentMode,
      acceptTerms,
    });
    const parsed = checkoutInput.safeParse(candidate, { reportInput: true });
    if (!parsed.success) {
      checkout.reset();
      const messages = issuesToMessages(parsed.error.issues, t, NAMESPACE);
      if (messages.acceptTerms) messages.acceptTerms = t('errors.acceptTerms');
      setErrors(messages);
      focusFirstError();
      return;
    }
    setErrors({});
    try {
      const result = await checkout.mutateAsync(parsed.data);
      if (result.payment) {
        rememberPurchaseOfPayment(result.payment.token, result.accessToken);
        window.location.assign(result.payment.redirectUrl);
      } else {
        navigate(`/purchase/${result.accessToken}`);
      }
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, NAMESPACE));
      focusFirstError();
    }
  };

  if (current.signInRequired && !user) {
    return (
      <Alert
        color="blue"
        icon={<IconLogin size={18} />}
        title={t('signIn.requiredTitle')}
        data-testid="sign-in-required"
      >
        <Stack gap="sm">
          <Text size="sm">{t('signIn.required')}</Text>
          <Group>
            <Button component={Link} to={signInPath} leftSection={<IconLogin size={16} aria-hidden />}>
              {t('signIn.action')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const submitLabel =
    paymentMode === 'card'
      ? t('submit.card', { amount: formatChf(toCentimes(due)) })
      : paymentMode === 'invoice'
        ? t('submit.invoice')
        : t('submit.free');
  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="checkout-form">
      <Stack gap="md">
        <NumberInput
          label={t('quantity')}
          name="quantity"
          required
          min={1}
          max={SHOP_ORDER_QUANTITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={quoted.quantityText}
          onChange={(value) => {
            quoted.setQuantityText(value);
            clear('quantity');
          }}
          error={errors.quantity}
          w={{ base: '100%', xs: 160 }}
        />
        <VoucherField
          applied={quoted.voucherCode}
          pays={current.money.voucher}
          apply={quoted.applyVoucher}
          onRemove={quoted.removeVoucher}
        />
        <Box opacity={quote.isFetching ? 0.6 : 1}>
          <CheckoutTotal money={current.money} />
        </Box>
        <ErrorAlert error={quote.error} />

        <Divider />
        <Title order={2} size="h4">
          {t('buyer.title')}
        </Title>
        {user ? (
          <Text data-testid="buying-as">{t('buyer.signedIn', { name: `${user.firstname} ${user.name}` })}</Text>
        ) : (
          <>
            <Text size="sm">
              {t('signIn.offer')}{' '}
              <Anchor component={Link} to={signInPath} underline="always" data-testid="checkout-sign-in">
                {t('signIn.action')}
              </Anchor>
            </Text>
            <BuyerFields
              values={buyer}
              errors={errors}
              withAddress={paymentMode === 'invoice'}
              onChange={changeBuyer}
            />
          </>
        )}

        {paymentMode && (
          <PaymentModeChoice
            label={t('paymentMode')}
            modes={current.paymentModes}
            value={paymentMode}
            onChange={(mode) => {
              setChosenMode(mode);
              clear('paymentMode');
            }}
            error={errors.paymentMode}
            textsOf={(mode) => ({ label: t(`paymentModes.${mode}`), hint: t(`paymentHints.${mode}`) })}
          />
        )}
        {cannotPay && (
          <Alert color="yellow" data-testid="cannot-pay">
            {t('cannotPay')}
          </Alert>
        )}

        <TermsCheckbox
          label={t('terms.accept')}
          checked={acceptTerms}
          onChange={(checked) => {
            setAcceptTerms(checked);
            clear('acceptTerms');
          }}
          error={errors.acceptTerms}
        >
          <Anchor
            href="/privacyPolicy"
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            data-testid="checkout-terms"
          >
            {t('terms.read')}
          </Anchor>
        </TermsCheckbox>
        <ErrorAlert error={checkout.error} />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            w={{ base: '100%', xs: 'auto' }}
            loading={checkout.isPending}
            disabled={cannotPay}
            leftSection={<IconShoppingCart size={18} aria-hidden />}
            data-testid="checkout-submit"
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
