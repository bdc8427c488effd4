import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseFormValues, CourseSectionProps } from '../model/course-form-values';

type FlagField = {
  [Field in keyof CourseFormValues]: CourseFormValues[Field] extends boolean ? Field : never;
}[keyof CourseFormValues];

/** A yes/no field of the course as a checkbox labelled `fields.<field>`. */
export function CourseFlag({
  field,
  description,
  values,
  set,
  errors,
}: CourseSectionProps & { field: FlagField; description?: string }) {
  const { t } = useTranslation('catalogue-courses');
  return (
    <Checkbox
      label={t(`fields.${field}`)}
      description={description}
      checked={values[field]}
      onChange={(event) => set(field, event.currentTarget.checked)}
      error={errors[field]}
    />
  );
}
