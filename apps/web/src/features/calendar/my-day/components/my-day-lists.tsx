import { type Appointment, formatSwissDate, formatSwissTime, type MyDayTask } from '@ds/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarkPaidButton } from '@/components/mark-paid-button';
import { formatDate } from '@/lib/format';

const studentNames = (appointment: Appointment) =>
  appointment.students.map((student) => `${student.firstname} ${student.name}`).join(', ');

function useAppointmentName() {
  const { t } = useTranslation('calendar-my-day');
  return (appointment: Appointment) => appointment.title || appointment.course?.label || t('untitled');
}

/** One appointment: its time (and day when `withDay`), title linking to it, students and place. */
export function AppointmentLine({ appointment, withDay = false }: { appointment: Appointment; withDay?: boolean }) {
  const { t } = useTranslation('calendar-my-day');
  const nameOf = useAppointmentName();
  const start = new Date(appointment.start);
  const names = studentNames(appointment);
  return (
    <div data-testid="my-day-appointment">
      <Text size="sm" c="dimmed">
        {withDay ? `${formatSwissDate(start)} · ` : ''}
        {formatSwissTime(start)}–{formatSwissTime(new Date(appointment.end))}
      </Text>
      <Anchor component={Link} to={`/calendar/${appointment.id}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {nameOf(appointment)}
      </Anchor>
      {(names || appointment.location) && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {[names && t('with', { names }), appointment.location].filter(Boolean).join(' · ')}
        </Text>
      )}
    </div>
  );
}

export function AppointmentList({ appointments }: { appointments: Appointment[] }) {
  return (
    <Stack gap="sm">
      {appointments.map((appointment) => (
        <AppointmentLine key={appointment.id} appointment={appointment} />
      ))}
    </Stack>
  );
}

/** The unpaid past lessons, each with a button marking it paid (none while one is being saved). */
export function UnpaidList({
  appointments,
  onPaid,
}: {
  appointments: Appointment[];
  onPaid?: (appointment: Appointment) => void;
}) {
  const { t } = useTranslation('calendar-my-day');
  const nameOf = useAppointmentName();
  return (
    <Stack gap="sm">
      {appointments.map((appointment) => (
        <Group key={appointment.id} justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <AppointmentLine appointment={appointment} withDay />
          {onPaid && (
            <MarkPaidButton
              label={t('markPaidOf', { name: nameOf(appointment) })}
              onClick={() => onPaid(appointment)}
            />
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** Tasks due, each under its student, linking to the student's sheet. */
export function TaskDueList({ tasks }: { tasks: MyDayTask[] }) {
  const { t } = useTranslation('calendar-my-day');
  return (
    <Stack gap="sm">
      {tasks.map((task) => (
        <div key={task.id} data-testid="my-day-task">
          <Text style={{ overflowWrap: 'anywhere' }}>{task.description}</Text>
          <Text size="sm" c="dimmed">
            {/* Inside a line of text, a link is told apart by more than its colour (WCAG 1.4.1). */}
            <Anchor component={Link} to={`/students/profile?id=${task.student.id}`} size="sm" underline="always">
              {task.student.firstname} {task.student.name}
            </Anchor>
            {' · '}
            {t('due', { date: `${formatDate(task.dueDate)}${task.dueTime ? ` ${task.dueTime.slice(0, 5)}` : ''}` })}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
