import { SARI_ID_MAX } from '@ds/domain';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CourseSectionProps, textOrNull } from '../model/course-form-values';
import { CourseFlag } from './course-flag';

/** The course's id in SARI and whether it syncs there automatically. */
export function SariSection(section: CourseSectionProps) {
  const { t } = useTranslation('catalogue-courses');
  const { values, set, errors } = section;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('fields.sariId')}
        description={t('hints.sariId', { maximum: SARI_ID_MAX })}
        value={values.sariId ?? ''}
        onChange={(event) => set('sariId', textOrNull(event.currentTarget.value))}
        error={errors.sariId}
      />
      <CourseFlag field="autoSariSync" description={t('hints.autoSariSync')} {...section} />
    </Stack>
  );
}
