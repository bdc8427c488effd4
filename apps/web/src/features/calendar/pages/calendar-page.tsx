import { Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useAppointment, useAppointments } from '../api/appointments-api';
import { AgendaList } from '../components/agenda-list';
import { AppointmentDetail } from '../components/appointment-detail';

const DAY_MS = 86_400_000;

function AppointmentView({ id }: { id: string }) {
  const appointment = useAppointment(id);
  if (appointment.isPending) return <Loader />;
  return (
    <>
      <ErrorAlert error={appointment.error} />
      {appointment.data && <AppointmentDetail appointment={appointment.data} />}
    </>
  );
}

/** The past week and the coming two weeks; the calendar feature brings the day, week and month views. */
function Agenda() {
  const { t } = useTranslation('calendar');
  const [window] = useState(() => {
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    return { from: new Date(today.getTime() - 7 * DAY_MS), to: new Date(today.getTime() + 15 * DAY_MS) };
  });
  const appointments = useAppointments(window.from, window.to);
  return (
    <>
      <Title order={1} size="h2">
        {t('agenda')}
      </Title>
      <ErrorAlert error={appointments.error} />
      {appointments.isPending ? <Loader /> : <AgendaList appointments={appointments.data ?? []} />}
    </>
  );
}

/** /calendar, and /calendar/:appointmentId which opens that appointment. */
export function CalendarPage() {
  const { appointmentId } = useParams();
  return (
    <Stack maw={720} mx="auto">
      {appointmentId ? <AppointmentView id={appointmentId} /> : <Agenda />}
    </Stack>
  );
}
