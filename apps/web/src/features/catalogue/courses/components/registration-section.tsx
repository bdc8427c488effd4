import { type CourseInput, PAYMENT_MODES } from '@ds/domain';
import { Checkbox, Fieldset, Group, MultiSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseSectionProps } from '../model/course-form-values';
import { CourseFlag } from './course-flag';

const CONFIRMATIONS = ['paper', 'sms', 'email'] as const;

/** Self-registration, payment modes and timing, and how a registration is confirmed. */
export function RegistrationSection(section: CourseSectionProps) {
  const { t } = useTranslation('catalogue-courses');
  const { values, set, errors } = section;
  return (
    <Stack gap="sm">
      <CourseFlag field="selfRegistration" {...section} />
      <MultiSelect
        label={t('fields.paymentModes')}
        name="paymentModes"
        data={PAYMENT_MODES.map((mode) => ({ value: mode, label: t(`paymentModes.${mode}`) }))}
        value={values.paymentModes}
        onChange={(modes) => set('paymentModes', modes as CourseInput['paymentModes'])}
        error={errors.paymentModes}
        clearable
      />
      <CourseFlag field="paymentAtRegistration" {...section} />
      <Fieldset variant="unstyled" legend={t('form.confirmations')}>
        <Group gap="lg" mt={4}>
          {CONFIRMATIONS.map((channel) => (
            <Checkbox
              key={channel}
              label={t(`fields.confirmations.${channel}`)}
              checked={values.confirmations[channel]}
              onChange={(event) =>
                set('confirmations', { ...values.confirmations, [channel]: event.currentTarget.checked })
              }
              error={errors[`confirmations.${channel}`]}
            />
          ))}
        </Group>
      </Fieldset>
    </Stack>
  );
}
