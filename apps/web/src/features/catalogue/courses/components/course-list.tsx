import type { Course } from '@ds/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CourseCard } from './course-card';

/** My courses as cards, one under the other (the same on a phone and a desktop). */
export function CourseList({
  courses,
  onOpen,
  onToggleDisabled,
}: {
  courses: Course[];
  onOpen: (course: Course) => void;
  onToggleDisabled: (course: Course) => void;
}) {
  const { t } = useTranslation('catalogue-courses');
  if (courses.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Stack gap="xs" data-testid="course-list">
      {courses.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          onOpen={() => onOpen(course)}
          onToggleDisabled={() => onToggleDisabled(course)}
        />
      ))}
    </Stack>
  );
}
