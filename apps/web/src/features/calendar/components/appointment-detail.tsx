import { type Appointment, formatSwissDate, formatSwissTime } from '@ds/domain';
import { Badge, Card, ColorSwatch, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function when(appointment: Appointment, allDayText: string): string {
  const start = new Date(appointment.start);
  const end = new Date(appointment.end);
  if (appointment.allDay) return `${formatSwissDate(start)} · ${allDayText}`;
  return `${formatSwissDate(start)} · ${formatSwissTime(start)}–${formatSwissTime(end)}`;
}

/** An appointment read-only: its course stays shown (with a badge) after the course is disabled. */
export function AppointmentDetail({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('calendar');
  const { course } = appointment;
  return (
    <Card withBorder padding="lg" data-testid="appointment-detail">
      <Stack gap="sm">
        <Title order={1} size="h3">
          {appointment.title || course?.label || t('untitled')}
        </Title>
        <Text fw={500}>{when(appointment, t('allDay'))}</Text>
        {course && (
          <Group gap="xs" data-testid="appointment-course">
            <ColorSwatch color={course.colour} size={14} />
            <Text>
              {course.label} ({course.abbreviation})
            </Text>
            {course.disabled && (
              <Badge color="gray" variant="light">
                {t('courseDisabled')}
              </Badge>
            )}
          </Group>
        )}
        {appointment.location && <Text>{t('place', { place: appointment.location })}</Text>}
        {appointment.infrastructures.length > 0 && (
          <div>
            <Text c="dimmed">{t('infrastructures')}</Text>
            <List>
              {appointment.infrastructures.map((infrastructure) => (
                <List.Item key={infrastructure.id}>{infrastructure.name}</List.Item>
              ))}
            </List>
          </div>
        )}
        {appointment.vehicles.length > 0 && (
          <div>
            <Text c="dimmed">{t('vehicles')}</Text>
            <List>
              {appointment.vehicles.map((vehicle) => (
                <List.Item key={vehicle.id}>
                  {vehicle.plate}
                  {vehicle.label ? ` – ${vehicle.label}` : ''}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {appointment.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{appointment.description}</Text>}
        <Badge color={appointment.paid ? 'green' : 'orange'} variant="light" w="fit-content">
          {appointment.paid ? t('paid') : t('unpaid')}
        </Badge>
      </Stack>
    </Card>
  );
}
