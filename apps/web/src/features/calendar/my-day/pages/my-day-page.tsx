import type { Appointment } from '@ds/domain';
import { Button, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconSteeringWheel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { SectionCard } from '@/components/section-card';
import { useWithheld, Withheld } from '@/components/withheld';
import { formatDate } from '@/lib/format';
import { usePermissions } from '@/lib/permissions';
import { useMarkPaid } from '../../api/appointments-api';
import { useMyDay } from '../api/my-day-api';
import { AppointmentLine, AppointmentList, TaskDueList, UnpaidList } from '../components/my-day-lists';
import { QuickActionChips } from '../components/quick-action-chips';
import { ScheduleLessonButton } from '../components/schedule-lesson-button';
import { isLearner } from '../model/learner';

/** /lesson/start for an appointment, its student chosen when it names only one. */
function lessonStartPath(appointment: Appointment): string {
  const [only, ...others] = appointment.students;
  const student = only && others.length === 0 ? `&student=${only.id}` : '';
  return `/lesson/start?appointment=${appointment.id}${student}`;
}

function MyDay() {
  const { t } = useTranslation(['calendar-my-day', 'training-lesson']);
  const myDay = useMyDay();
  const markPaid = useMarkPaid();
  // Without the right to deliver training the start stays in sight, disabled, and says why.
  const startWithheld = useWithheld()('deliverTraining');
  const data = myDay.data;
  return (
    <Stack maw={1100} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('pages:titles.home')}
        {data ? ` · ${formatDate(data.day)}` : ''}
      </Title>
      <QuickActionChips />
      <ErrorAlert error={myDay.error ?? markPaid.error} />
      {myDay.isPending && <Loader />}
      {data && (
        <>
          <SectionCard
            testId="my-day-next"
            title={t('nextLesson')}
            empty={t('noNextLesson')}
            isEmpty={data.nextLesson === null}
          >
            {data.nextLesson && (
              <Group justify="space-between" align="flex-end">
                <AppointmentLine appointment={data.nextLesson} />
                <Withheld reason={startWithheld}>
                  <Button
                    component={Link}
                    to={lessonStartPath(data.nextLesson)}
                    color="red"
                    leftSection={<IconSteeringWheel size={16} />}
                  >
                    {t('training-lesson:startLesson')}
                  </Button>
                </Withheld>
              </Group>
            )}
          </SectionCard>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <SectionCard
              testId="my-day-today"
              title={t('today')}
              empty={t('noAppointments')}
              isEmpty={data.appointments.length === 0}
              emptyAction={<ScheduleLessonButton />}
            >
              <AppointmentList appointments={data.appointments} />
            </SectionCard>
            <SectionCard
              testId="my-day-tasks"
              title={t('tasks')}
              empty={t('noTasks')}
              isEmpty={data.tasks.length === 0}
            >
              <TaskDueList tasks={data.tasks} />
            </SectionCard>
            <SectionCard
              testId="my-day-unpaid"
              title={t('unpaid')}
              empty={t('noUnpaid')}
              isEmpty={data.unpaidLessons.length === 0}
            >
              <UnpaidList
                appointments={data.unpaidLessons}
                onPaid={markPaid.isPending ? undefined : (appointment) => markPaid.mutate(appointment.id)}
              />
            </SectionCard>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** `/`: a learner driver's home is his dashboard; everyone else gets his day. */
export function MyDayPage() {
  const { me } = usePermissions();
  return isLearner(me) ? <Navigate to="/dashboard" replace /> : <MyDay />;
}
