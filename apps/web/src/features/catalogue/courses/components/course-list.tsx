import type { Course } from '@ds/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { courseControls } from '../model/course-controls';
import { CourseCard } from './course-card';

/**
 * My courses (and, for an employee, those the school's monitors share with employees) as cards,
 * one under the other (the same on a phone and a desktop).
 */
export function CourseList({
  courses,
  withheld,
  onOpen,
  onToggleDisabled,
}: {
  courses: Course[];
  /** Why changes are withheld (an employee's right to create courses is off); null when they are not. */
  withheld: string | null;
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
          controls={courseControls(course, withheld === null)}
          withheld={withheld}
          onOpen={() => onOpen(course)}
          onToggleDisabled={() => onToggleDisabled(course)}
        />
      ))}
    </Stack>
  );
}
