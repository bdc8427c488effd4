import { Checkbox, Fieldset, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '@/lib/field-errors';
import type { AddressValues, AddressWithBillingValues } from '@/lib/postal-address-values';
import { CityField } from './city-field';
import { StreetField } from './street-field';

type Props = {
  values: AddressWithBillingValues;
  errors: FieldMessages;
  onChange: (patch: Partial<AddressWithBillingValues>) => void;
  onBillingChange: (patch: Partial<AddressValues>) => void;
};

/**
 * An address, and a billing address unless bills go there; each with street and building number
 * apart, as a Swiss QR-bill asks for them (a student's, a school's).
 */
export function PostalAddressFields({ values, errors, onChange, onBillingChange }: Props) {
  const { t } = useTranslation('common');
  const billing = values.billing;
  const streetLabels = { street: t('address.street'), houseNumber: t('address.houseNumber') };
  return (
    <Fieldset legend={t('address.title')}>
      <Stack gap="sm">
        <StreetField
          value={values}
          onChange={onChange}
          labels={streetLabels}
          errors={{ street: errors.street, houseNumber: errors.houseNumber }}
        />
        <CityField
          value={values}
          onChange={onChange}
          errors={{ country: errors.country, postcode: errors.postcode, city: errors.city }}
        />
        <Checkbox
          label={t('address.billingSame')}
          checked={values.billingSameAsAddress}
          onChange={(event) => onChange({ billingSameAsAddress: event.currentTarget.checked })}
        />
        {!values.billingSameAsAddress && (
          <Fieldset legend={t('address.billingTitle')} variant="filled">
            <Stack gap="sm">
              <StreetField
                name="billing."
                required
                value={billing}
                onChange={onBillingChange}
                labels={streetLabels}
                errors={{ street: errors['billing.street'], houseNumber: errors['billing.houseNumber'] }}
              />
              <CityField
                name="billing."
                value={billing}
                onChange={onBillingChange}
                errors={{
                  country: errors['billing.country'],
                  postcode: errors['billing.postcode'],
                  city: errors['billing.city'],
                }}
              />
            </Stack>
          </Fieldset>
        )}
      </Stack>
    </Fieldset>
  );
}
