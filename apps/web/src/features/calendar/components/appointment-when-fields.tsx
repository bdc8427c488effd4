import { Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '@/lib/field-errors';
import type { AppointmentFormValues } from '../model/appointment-form-values';

type WhenValues = Pick<AppointmentFormValues, 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'allDay'>;

/** Start and end as Swiss dates (DD.MM.YYYY) and times (HH:mm), and the all-day flag. */
export function AppointmentWhenFields({
  values,
  errors,
  onChange,
}: {
  values: WhenValues;
  errors: FieldMessages;
  onChange: (patch: Partial<AppointmentFormValues>) => void;
}) {
  const { t } = useTranslation('calendar');
  const text = (field: keyof WhenValues) => ({
    value: values[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.currentTarget.value }),
  });
  return (
    <>
      <SimpleGrid cols={{ base: 2 }} spacing="sm">
        <TextInput
          label={t('form.startDate')}
          placeholder={t('form.datePlaceholder')}
          inputMode="numeric"
          required
          error={errors.start}
          {...text('startDate')}
        />
        {!values.allDay && (
          <TextInput
            label={t('form.startTime')}
            placeholder={t('form.timePlaceholder')}
            inputMode="numeric"
            required
            {...text('startTime')}
          />
        )}
        <TextInput
          label={t('form.endDate')}
          placeholder={t('form.datePlaceholder')}
          inputMode="numeric"
          required
          error={errors.end}
          {...text('endDate')}
        />
        {!values.allDay && (
          <TextInput
            label={t('form.endTime')}
            placeholder={t('form.timePlaceholder')}
            inputMode="numeric"
            required
            {...text('endTime')}
          />
        )}
      </SimpleGrid>
      <Group>
        <Checkbox
          label={t('form.allDay')}
          checked={values.allDay}
          onChange={(event) => onChange({ allDay: event.currentTarget.checked })}
        />
      </Group>
    </>
  );
}
