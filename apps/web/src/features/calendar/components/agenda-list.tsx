import { type Appointment, formatSwissDate, formatSwissTime } from '@ds/domain';
import { Anchor, Card, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function AgendaRow({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('calendar');
  const start = new Date(appointment.start);
  const end = new Date(appointment.end);
  const colour = appointment.colour ?? appointment.course?.colour ?? '#868e96';
  return (
    <Card withBorder padding="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ColorSwatch color={colour} size={14} mt={4} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/calendar/${appointment.id}`} fw={500}>
            {appointment.title || appointment.course?.label || t('untitled')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatSwissDate(start)} ·{' '}
            {appointment.allDay ? t('allDay') : `${formatSwissTime(start)}–${formatSwissTime(end)}`}
            {appointment.location ? ` · ${appointment.location}` : ''}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** Appointments in start order, each opening its detail. */
export function AgendaList({ appointments }: { appointments: Appointment[] }) {
  const { t } = useTranslation('calendar');
  if (appointments.length === 0) return <Text c="dimmed">{t('noAppointments')}</Text>;
  return (
    <Stack gap="xs" data-testid="agenda">
      {appointments.map((appointment) => (
        <AgendaRow key={appointment.id} appointment={appointment} />
      ))}
    </Stack>
  );
}
