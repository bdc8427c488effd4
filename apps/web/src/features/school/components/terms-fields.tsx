import { EMPLOYEE_RIGHTS, type EmployeeRight } from '@ds/domain';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '@/lib/field-errors';
import type { TermsFormValues } from '../model/terms-form-values';

/**
 * An employee's terms (spec §3 Employee): start and end dates (his access ends at midnight of
 * the end date, Swiss time) and the rights the school's head turns on. `prefix` names the fields
 * of a larger form (`terms.` in an invitation).
 */
export function TermsFields({
  values,
  onChange,
  errors,
  prefix = '',
}: {
  values: TermsFormValues;
  onChange: (patch: Partial<TermsFormValues>) => void;
  errors: FieldMessages;
  prefix?: string;
}) {
  const { t } = useTranslation('school');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label={t('terms.startsOn')}
          name={`${prefix}startsOn`}
          required
          value={values.startsOn}
          onChange={(event) => onChange({ startsOn: event.currentTarget.value })}
          error={errors[`${prefix}startsOn`]}
        />
        <TextInput
          type="date"
          label={t('terms.endsOn')}
          description={t('terms.endsOnHint')}
          name={`${prefix}endsOn`}
          value={values.endsOn}
          onChange={(event) => onChange({ endsOn: event.currentTarget.value })}
          error={errors[`${prefix}endsOn`]}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('terms.rights')}
        description={t('terms.rightsHint')}
        value={values.rights}
        onChange={(rights) => onChange({ rights: rights as EmployeeRight[] })}
        error={errors[`${prefix}rights`]}
      >
        <Stack gap="xs" mt="xs">
          {EMPLOYEE_RIGHTS.map((right) => (
            <Checkbox key={right} value={right} label={t(`rights.${right}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
