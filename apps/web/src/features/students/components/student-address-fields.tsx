import { Checkbox, Fieldset, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CityField } from '@/components/city-field';
import { StreetField } from '@/components/street-field';
import type { FieldMessages } from '@/lib/field-errors';
import type { AddressValues, StudentFormValues } from '../model/student-form-values';

type Props = {
  values: StudentFormValues;
  errors: FieldMessages;
  onChange: (patch: Partial<StudentFormValues>) => void;
  onBillingChange: (patch: Partial<AddressValues>) => void;
};

/** Home address, and a billing address unless bills go home; each with street and building number apart. */
export function StudentAddressFields({ values, errors, onChange, onBillingChange }: Props) {
  const { t } = useTranslation('students');
  const billing = values.billing;
  const streetLabels = { street: t('form.street'), houseNumber: t('form.houseNumber') };
  return (
    <Fieldset legend={t('form.addressTitle')}>
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
          label={t('form.billingSameAsAddress')}
          checked={values.billingSameAsAddress}
          onChange={(event) => onChange({ billingSameAsAddress: event.currentTarget.checked })}
        />
        {!values.billingSameAsAddress && (
          <Fieldset legend={t('form.billingTitle')} variant="filled">
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
