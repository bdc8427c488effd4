import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '@/lib/field-errors';

/** Names every field that has a message, so one in a closed tab or far up the form is not missed. */
export function FormErrorSummary({ errors }: { errors: FieldMessages }) {
  const { t } = useTranslation('catalogue-courses');
  const fields = Object.keys(errors).map((path) => t(`fields.${path}`, { defaultValue: path }));
  if (fields.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="course-form-errors">
      {t('form.fixFields', { fields: fields.join(', ') })}
    </Alert>
  );
}
