import { Button, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { SectionCard } from '@/components/section-card';
import { LessonEntry, useMyLessons } from '@/features/training';

/** How many lessons show before "show all". */
const FIRST_LESSONS = 3;

/** The learner driver's past lessons with what his monitors evaluated and wrote, the latest first. */
export function MyLessonsCard() {
  const { t } = useTranslation('training-progress');
  const lessons = useMyLessons();
  const [all, setAll] = useState(false);
  const list = lessons.data?.lessons ?? [];
  const shown = all ? list : list.slice(0, FIRST_LESSONS);
  return (
    <SectionCard
      testId="dashboard-history"
      title={t('myLessons')}
      empty={t('noLessons')}
      isEmpty={lessons.isSuccess && list.length === 0}
    >
      <ErrorAlert error={lessons.error} />
      {lessons.isPending && <Loader size="sm" />}
      {shown.map((lesson) => (
        <LessonEntry key={lesson.id} lesson={lesson} />
      ))}
      {!all && list.length > FIRST_LESSONS && (
        <Button variant="subtle" onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
          {t('showAllLessons', { count: list.length })}
        </Button>
      )}
    </SectionCard>
  );
}
