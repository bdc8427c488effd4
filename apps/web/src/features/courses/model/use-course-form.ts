import { type Course, courseInput } from '@ds/domain';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidatedSave } from '../../../lib/use-validated-save';
import { useSaveCourse } from '../api/courses-api';
import { type CourseFormValues, formValuesOf, NEW_COURSE, type SetCourseField } from './course-form-values';

/** The course form's state: values, per-field messages (client-side first, then the server's) and saving. */
export function useCourseForm(course: Course | null, onSaved: () => void) {
  const { t } = useTranslation('courses');
  const [values, setValues] = useState<CourseFormValues>(() => (course ? formValuesOf(course) : NEW_COURSE));
  const { errors, submit, clearField, saving, failure } = useValidatedSave({
    schema: courseInput,
    namespace: 'courses',
    mutation: useSaveCourse(),
    id: course?.id ?? null,
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

  return { values, set, errors, submit: onSubmit, saving, failure };
}
