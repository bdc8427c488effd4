import { COURSE_LABEL_MAX, type CourseInput, LICENCE_CATEGORIES } from '@ds/domain';
import { ColorInput, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChfInput } from '@/components/chf-input';
import { type CourseSectionProps, numberInputValue, numberOrNaN } from '../model/course-form-values';
import { CourseFlag } from './course-flag';
import { CourseIconPicker } from './course-icon-picker';

const COLOUR_SWATCHES = [
  '#1c5fb8',
  '#0c8599',
  '#2f9e44',
  '#66a80f',
  '#f08c00',
  '#e8590c',
  '#e03131',
  '#c2255c',
  '#9c36b5',
  '#5f3dc4',
  '#495057',
  '#212529',
];

/** Label, abbreviation, category, icon, colour, default duration, price and employee availability. */
export function GeneralSection(section: CourseSectionProps) {
  const { t } = useTranslation('catalogue-courses');
  const { values, set, errors } = section;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('fields.label')}
        description={t('hints.label', { maximum: COURSE_LABEL_MAX })}
        value={values.label}
        onChange={(event) => set('label', event.currentTarget.value)}
        error={errors.label}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.abbreviation')}
          description={t('hints.abbreviation')}
          value={values.abbreviation}
          onChange={(event) => set('abbreviation', event.currentTarget.value)}
          error={errors.abbreviation}
          required
        />
        <Select
          label={t('fields.category')}
          data={[...LICENCE_CATEGORIES]}
          value={values.category}
          onChange={(category) => category && set('category', category as CourseInput['category'])}
          allowDeselect={false}
          error={errors.category}
          required
        />
      </SimpleGrid>
      <CourseIconPicker value={values.icon} onChange={(icon) => set('icon', icon)} error={errors.icon} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ColorInput
          label={t('fields.colour')}
          format="hex"
          swatches={COLOUR_SWATCHES}
          swatchesPerRow={6}
          withEyeDropper={false}
          value={values.colour}
          onChange={(colour) => set('colour', colour)}
          error={errors.colour}
          required
        />
        <NumberInput
          label={t('fields.durationMinutes')}
          value={numberInputValue(values.durationMinutes)}
          onChange={(value) => set('durationMinutes', numberOrNaN(value))}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          error={errors.durationMinutes}
          required
        />
        <ChfInput
          label={t('fields.price')}
          description={t('hints.price')}
          value={values.price}
          onChange={(price) => set('price', price)}
          error={errors.price}
          required
        />
      </SimpleGrid>
      <CourseFlag field="availableForEmployees" {...section} />
    </Stack>
  );
}
