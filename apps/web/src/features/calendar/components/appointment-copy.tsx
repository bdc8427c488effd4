import { type Appointment, formatSwissDate, formatSwissTime, schoolDateTime } from '@ds/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useCopyAppointment } from '../api/appointments-api';
import { parseSwissDay, parseTime } from '../model/appointment-form-values';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Copies the appointment to another date and time (a week later by default); when a booking
 * rule fails the message says the copy is impossible, and why.
 */
export function AppointmentCopy({ appointment, onCopied }: { appointment: Appointment; onCopied: () => void }) {
  const { t } = useTranslation('calendar');
  const nextWeek = new Date(new Date(appointment.start).getTime() + WEEK_MS);
  const [date, setDate] = useState(formatSwissDate(nextWeek));
  const [time, setTime] = useState(formatSwissTime(nextWeek));
  const [unreadable, setUnreadable] = useState(false);
  const mutation = useCopyAppointment();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const day = parseSwissDay(date);
    const hour = appointment.allDay ? '00:00' : parseTime(time);
    setUnreadable(!day || !hour);
    if (!day || !hour) return;
    mutation.mutate(
      { id: appointment.id, start: schoolDateTime(day, hour).toISOString() },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('copy.done') });
          onCopied();
        },
      },
    );
  };

  return (
    <Card withBorder padding="md">
      <form onSubmit={onSubmit} noValidate aria-label={t('copy.title')}>
        <Stack gap="sm">
          <Text fw={500}>{t('copy.title')}</Text>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label={t('copy.date')}
              placeholder={t('form.datePlaceholder')}
              inputMode="numeric"
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              error={unreadable ? t('errors.dateTimeFormat') : undefined}
            />
            {!appointment.allDay && (
              <TextInput
                label={t('copy.time')}
                placeholder={t('form.timePlaceholder')}
                inputMode="numeric"
                value={time}
                onChange={(event) => setTime(event.currentTarget.value)}
              />
            )}
          </SimpleGrid>
          <ErrorAlert error={mutation.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('copy.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
