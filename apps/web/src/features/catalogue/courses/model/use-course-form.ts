import { type Course, courseInput } from '@ds/domain';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadCourse, useSaveCourse } from '../api/courses-api';
import { type CourseFormValues, formValuesOf, NEW_COURSE, type SetCourseField } from './course-form-values';

/** The course form's state: values, per-field messages (client-side first, then the server's) and saving. */
export function useCourseForm(course: Course | null, onSaved: () => void) {
  const { t } = useTranslation('catalogue-courses');
  const [values, setValues] = useState<CourseFormValues>(() => (course ? formValuesOf(course) : NEW_COURSE));
  const readCourse = useReadCourse();
  const opened = useOpenedRecord(course, {
    read: () => readCourse(course?.id ?? ''),
    restart: (fresh) => setValues(formValuesOf(fresh)),
  });
  const { errors, submit, clearField, saving, failure, reset } = useValidatedSave({
    schema: courseInput,
    namespace: 'catalogue-courses',
    mutation: useSaveCourse(),
    id: course?.id ?? null,
    version: opened.version,
    onSaved: () => {
      notifications.show({ color: 'green', message: t('form.saved') });
      onSaved();
    },
  });

  const set: SetCourseField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  /** Reads the course again after someone else changed it, and starts the form over from it. */
  const reload = () => opened.reload().then(reset);

  return { values, set, errors, submit: onSubmit, saving, failure, reload };
}
