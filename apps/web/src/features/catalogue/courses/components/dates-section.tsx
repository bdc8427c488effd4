import type { Course } from '@ds/domain';
import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CourseSectionProps, numberInputValue, numberOrNull, textOrNull } from '../model/course-form-values';
import { CourseFlag } from './course-flag';

/**
 * Start and end dates, participants, individual / multiple registration / modular, and the
 * prerequisite: one of my other courses (a disabled one only when it is already chosen).
 */
export function DatesSection({ otherCourses, ...section }: CourseSectionProps & { otherCourses: Course[] }) {
  const { t } = useTranslation('catalogue-courses');
  const { values, set, errors } = section;
  const prerequisites = otherCourses
    .filter((course) => !course.disabled || course.id === values.prerequisiteCourseId)
    .map((course) => ({ value: course.id, label: `${course.label} (${course.abbreviation})` }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('fields.startDate')}
          value={values.startDate ?? ''}
          onChange={(event) => set('startDate', textOrNull(event.currentTarget.value))}
          error={errors.startDate}
        />
        <TextInput
          type="date"
          label={t('fields.endDate')}
          value={values.endDate ?? ''}
          onChange={(event) => set('endDate', textOrNull(event.currentTarget.value))}
          error={errors.endDate}
        />
        <NumberInput
          label={t('fields.maxParticipants')}
          value={numberInputValue(values.maxParticipants)}
          onChange={(value) => set('maxParticipants', numberOrNull(value))}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          error={errors.maxParticipants}
        />
        <Select
          label={t('fields.prerequisiteCourseId')}
          placeholder={t('form.noPrerequisite')}
          data={prerequisites}
          value={values.prerequisiteCourseId}
          onChange={(id) => set('prerequisiteCourseId', id)}
          clearable
          searchable
          nothingFoundMessage={t('form.nothingFound')}
          error={errors.prerequisiteCourseId}
        />
      </SimpleGrid>
      <CourseFlag field="individual" description={t('hints.individual')} {...section} />
      <CourseFlag field="multipleRegistration" {...section} />
      <CourseFlag field="modular" {...section} />
    </Stack>
  );
}
