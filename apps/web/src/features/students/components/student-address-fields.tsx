import { Checkbox, Fieldset, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CityField } from '@/components/city-field';
import type { FieldMessages } from '@/lib/field-errors';
import type { AddressValues, StudentFormValues } from '../model/student-form-values';

type Props = {
  values: StudentFormValues;
  errors: FieldMessages;
  onChange: (patch: Partial<StudentFormValues>) => void;
  onBillingChange: (patch: Partial<AddressValues>) => void;
};

/** Home address, and a billing address unless bills go home. */
export function StudentAddressFields({ values, errors, onChange, onBillingChange }: Props) {
  const { t } = useTranslation('students');
  const billing = values.billing;
  return (
    <Fieldset legend={t('form.addressTitle')}>
      <Stack gap="sm">
        <TextInput
          label={t('form.address')}
          name="address"
          value={values.address}
          onChange={(event) => onChange({ address: event.currentTarget.value })}
          error={errors.address}
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
              <TextInput
                label={t('form.address')}
                name="billing.address"
                required
                value={billing.address}
                onChange={(event) => onBillingChange({ address: event.currentTarget.value })}
                error={errors['billing.address']}
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
