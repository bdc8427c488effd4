import type { Appointment, SeriesScope } from '@ds/domain';
import { Checkbox, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '@/lib/field-errors';
import { formatDate } from '@/lib/format';
import type { AppointmentFormValues } from '../model/appointment-form-values';

/**
 * A new appointment may repeat every week up to a last day; a change of an occurrence of a
 * series applies to it alone or to it and the following ones.
 */
export function AppointmentRepeatFields({
  appointment,
  values,
  scope,
  errors,
  onChange,
  onScopeChange,
}: {
  appointment: Appointment | null;
  values: Pick<AppointmentFormValues, 'repeatWeekly' | 'repeatUntil'>;
  scope: SeriesScope;
  errors: FieldMessages;
  onChange: (patch: Partial<AppointmentFormValues>) => void;
  onScopeChange: (scope: SeriesScope) => void;
}) {
  const { t } = useTranslation('calendar');
  if (appointment?.series) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('form.seriesNote', { until: formatDate(appointment.series.until) })}
        </Text>
        <Radio.Group label={t('form.scope')} value={scope} onChange={(value) => onScopeChange(value as SeriesScope)}>
          <Stack gap={6} mt={6}>
            <Radio value="occurrence" label={t('form.scopeOccurrence')} />
            <Radio value="series" label={t('form.scopeSeries')} />
          </Stack>
        </Radio.Group>
      </Stack>
    );
  }
  if (appointment) return null;
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('form.repeatWeekly')}
        checked={values.repeatWeekly}
        onChange={(event) => onChange({ repeatWeekly: event.currentTarget.checked })}
      />
      {values.repeatWeekly && (
        <TextInput
          label={t('form.repeatUntil')}
          placeholder={t('form.datePlaceholder')}
          inputMode="numeric"
          required
          value={values.repeatUntil}
          onChange={(event) => onChange({ repeatUntil: event.currentTarget.value })}
          error={errors.repeatWeeklyUntil}
        />
      )}
    </Stack>
  );
}
