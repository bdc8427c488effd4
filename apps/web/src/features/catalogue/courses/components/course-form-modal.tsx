import type { Course } from '@ds/domain';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CourseForm } from './course-form';

/** The course form in a dialog, full-screen on phones; `course` null creates a course. */
export function CourseFormModal({
  opened,
  course,
  otherCourses,
  onClose,
}: {
  opened: boolean;
  course: Course | null;
  otherCourses: Course[];
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue-courses');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={course ? t('form.editTitle') : t('form.newTitle')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {opened && <CourseForm key={course?.id ?? 'new'} course={course} otherCourses={otherCourses} onClose={onClose} />}
    </Modal>
  );
}
