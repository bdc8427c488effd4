import { type Course, courseInput } from '@ds/domain';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '../../../lib/field-errors';
import { useSaveCourse } from '../api/courses-api';
import { type CourseFormValues, formValuesOf, NEW_COURSE, type SetCourseField } from './course-form-values';

/** A field's messages are stale once it changes: `descriptions` clears `descriptions.de`. */
function withoutMessagesOf(errors: FieldMessages, field: string): FieldMessages {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => path !== field && !path.startsWith(`${field}.`)));
}

/** The course form's state: values, per-field messages (client-side first, then the server's) and saving. */
export function useCourseForm(course: Course | null, onSaved: () => void) {
  const { t } = useTranslation('courses');
  const save = useSaveCourse();
  const [values, setValues] = useState<CourseFormValues>(() => (course ? formValuesOf(course) : NEW_COURSE));
  const [errors, setErrors] = useState<FieldMessages>({});

  const set: SetCourseField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutMessagesOf(current, field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = courseInput.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, 'courses'));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: course?.id ?? null, input: parsed.data });
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, 'courses'));
      return;
    }
    notifications.show({ color: 'green', message: t('form.saved') });
    onSaved();
  };

  const hasFieldErrors = Object.keys(errors).length > 0;
  return { values, set, errors, submit, saving: save.isPending, failure: hasFieldErrors ? null : save.error };
}
