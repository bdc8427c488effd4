import { Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { SectionCard } from '@/components/section-card';
import { BookingLinkCard } from '@/features/booking';
import { ResourcesLinkCard } from '@/features/resources';
import { useDashboard } from './api/dashboard-api';
import { ExamList, LessonList, TaskList } from './components/dashboard-lists';
import { MyLessonsCard } from './components/my-lessons-card';
import { MyProgressCard } from './components/my-progress-card';

/** /dashboard of a student: upcoming lessons, open tasks, exam dates, the way to book a lesson, his progress on the training card, the way to the resources shared with him and his past lessons. */
export function DashboardPage() {
  const { t } = useTranslation('students-requests');
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <Stack maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('pages:titles.dashboard')}
      </Title>
      <ErrorAlert error={dashboard.error} />
      {dashboard.isPending && <Loader />}
      {data && (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <SectionCard
            testId="dashboard-lessons"
            title={t('dashboard.lessons')}
            empty={t('dashboard.noLessons')}
            isEmpty={data.lessons.length === 0}
          >
            <LessonList lessons={data.lessons} />
          </SectionCard>
          <SectionCard
            testId="dashboard-tasks"
            title={t('dashboard.tasks')}
            empty={t('dashboard.noTasks')}
            isEmpty={data.tasks.length === 0}
          >
            <TaskList tasks={data.tasks} />
          </SectionCard>
          <SectionCard
            testId="dashboard-exams"
            title={t('dashboard.exams')}
            empty={t('dashboard.noExams')}
            isEmpty={data.exams.length === 0}
          >
            <ExamList exams={data.exams} />
          </SectionCard>
        </SimpleGrid>
      )}
      <BookingLinkCard />
      <MyProgressCard />
      <ResourcesLinkCard />
      <MyLessonsCard />
    </Stack>
  );
}
