import { NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChfInput } from '@/components/chf-input';
import type { SettingsFormValues } from '../model/settings-form-values';
import type { SettingsSectionProps } from '../model/use-settings-form';

type Flag = 'whatsappLink' | 'confirmEmail' | 'confirmSms' | 'remindEmail' | 'remindSms';

/** A reminder: whether it is sent, and how many days before the appointment. */
function ReminderFields({
  flag,
  days,
  values,
  set,
  errors,
}: SettingsSectionProps & { flag: 'remindEmail' | 'remindSms'; days: 'remindEmailDays' | 'remindSmsDays' }) {
  const { t } = useTranslation('communications-settings');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <Switch
        label={t(`fields.${flag}`)}
        checked={values[flag]}
        onChange={(event) => set(flag, event.currentTarget.checked)}
        mt={{ sm: 'lg' }}
      />
      <NumberInput
        label={t(`fields.${days}`)}
        name={days}
        value={values[days]}
        onChange={(value) => set(days, value as SettingsFormValues[typeof days])}
        error={errors[days]}
        disabled={!values[flag]}
        min={0}
        max={30}
        allowDecimal={false}
        allowNegative={false}
      />
    </SimpleGrid>
  );
}

/** What students are sent: the WhatsApp link, confirmations, reminders; and the default lesson price. */
export function MessagesFields(props: SettingsSectionProps) {
  const { t } = useTranslation('communications-settings');
  const { values, set, errors } = props;
  const flag = (field: Flag, description?: string) => (
    <Switch
      label={t(`fields.${field}`)}
      description={description}
      checked={values[field]}
      onChange={(event) => set(field, event.currentTarget.checked)}
    />
  );
  return (
    <Stack gap="sm">
      {flag('whatsappLink', t('hints.whatsappLink'))}
      {flag('confirmEmail')}
      {flag('confirmSms')}
      <ReminderFields flag="remindEmail" days="remindEmailDays" {...props} />
      <ReminderFields flag="remindSms" days="remindSmsDays" {...props} />
      <ChfInput
        label={t('fields.defaultLessonPrice')}
        description={t('hints.defaultLessonPrice')}
        name="defaultLessonPrice"
        placeholder="CHF 100.00"
        value={values.defaultLessonPrice}
        onChange={(price) => set('defaultLessonPrice', price)}
        error={errors.defaultLessonPrice}
        maw={{ sm: 280 }}
      />
    </Stack>
  );
}
