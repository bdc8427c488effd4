import { LANGUAGES, type Language } from '@ds/domain';
import { Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CityField } from '@/components/city-field';
import { StreetField } from '@/components/street-field';
import type { FieldMessages } from '@/lib/field-errors';
import type { AddressValues } from '@/lib/postal-address-values';
import type { BuyerValues } from '../model/checkout-values';

/**
 * A buyer without an account: his names, e-mail (the purchase and its receipt go there) and
 * language; his postal address when he pays by invoice (the QR-bill's debtor).
 */
export function BuyerFields({
  values,
  errors,
  withAddress,
  onChange,
}: {
  values: BuyerValues;
  errors: FieldMessages;
  withAddress: boolean;
  onChange: (patch: Partial<BuyerValues>) => void;
}) {
  const { t } = useTranslation('commerce-checkout');
  const changeAddress = (patch: Partial<AddressValues>) => onChange({ address: { ...values.address, ...patch } });
  const addressError = (field: keyof AddressValues) => errors[`buyer.address.${field}`];
  return (
    <Stack gap="md" data-testid="buyer-fields">
      <Fieldset legend={t('buyer.legend')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('buyer.firstname')}
              name="buyer.firstname"
              autoComplete="given-name"
              required
              value={values.firstname}
              onChange={(event) => onChange({ firstname: event.currentTarget.value })}
              error={errors['buyer.firstname']}
            />
            <TextInput
              label={t('buyer.name')}
              name="buyer.name"
              autoComplete="family-name"
              required
              value={values.name}
              onChange={(event) => onChange({ name: event.currentTarget.value })}
              error={errors['buyer.name']}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('buyer.email')}
              name="buyer.email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(event) => onChange({ email: event.currentTarget.value })}
              error={errors['buyer.email']}
              description={t('buyer.emailHint')}
            />
            <Select
              label={t('buyer.language')}
              name="buyer.language"
              data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
              value={values.language}
              onChange={(language) => language && onChange({ language: language as Language })}
              allowDeselect={false}
              error={errors['buyer.language']}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      {withAddress && (
        <Fieldset legend={t('buyer.address')} data-testid="buyer-address">
          <Stack gap="sm">
            <StreetField
              name="buyer.address."
              required
              value={values.address}
              onChange={changeAddress}
              labels={{ street: t('common:address.street'), houseNumber: t('common:address.houseNumber') }}
              errors={{ street: addressError('street'), houseNumber: addressError('houseNumber') }}
            />
            <CityField
              name="buyer.address."
              suggest={false}
              value={values.address}
              onChange={changeAddress}
              errors={{
                country: addressError('country'),
                postcode: addressError('postcode'),
                city: addressError('city'),
              }}
            />
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}
