import type { REMINDER_CHANNELS } from '@ds/domain';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useReminders } from '../../reminders/api/reminders-api';
import type { CourseSectionProps } from '../model/course-form-values';

/** The e-mail and the SMS reminder, each picked among my templates of that channel. */
export function RemindersSection({ values, set, errors }: CourseSectionProps) {
  const { t } = useTranslation('catalogue-courses');
  const reminders = useReminders();
  const optionsFor = (channel: (typeof REMINDER_CHANNELS)[number]) =>
    (reminders.data ?? [])
      .filter((reminder) => reminder.channels.includes(channel))
      .map((reminder) => ({ value: reminder.id, label: reminder.name }));
  return (
    <Stack gap="sm">
      <ErrorAlert error={reminders.error} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('fields.emailReminderId')}
          placeholder={t('form.noReminder')}
          data={optionsFor('email')}
          value={values.emailReminderId}
          onChange={(id) => set('emailReminderId', id)}
          clearable
          nothingFoundMessage={t('form.nothingFound')}
          error={errors.emailReminderId}
        />
        <Select
          label={t('fields.smsReminderId')}
          placeholder={t('form.noReminder')}
          data={optionsFor('sms')}
          value={values.smsReminderId}
          onChange={(id) => set('smsReminderId', id)}
          clearable
          nothingFoundMessage={t('form.nothingFound')}
          error={errors.smsReminderId}
        />
      </SimpleGrid>
    </Stack>
  );
}
