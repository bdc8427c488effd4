import { type Calendar, calendarInput } from '@ds/domain';
import { NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { FormButtons } from '@/components/form-buttons';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useBookableCourses } from '../../api/booking-options-api';
import { useSaveCalendar } from '../api/calendar-settings-api';
import { type CalendarFormValues, calendarFormValues } from '../model/calendar-form-values';
import { LabelColourFields } from './label-colour-fields';

const NAMESPACE = 'calendar-settings';

/**
 * Spec §3 Calendar as its owner edits it: label, colour, lesson duration, work day, the course a
 * new appointment starts with, and overlay.
 */
export function CalendarForm({
  calendar,
  onSaved,
  onCancel,
}: {
  calendar: Calendar | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const courses = useBookableCourses();
  const [values, setValues] = useState<CalendarFormValues>(() => calendarFormValues(calendar));
  const { errors, submit, saving, failure, clearField } = useValidatedSave({
    schema: calendarInput,
    namespace: NAMESPACE,
    mutation: useSaveCalendar(),
    id: calendar?.id ?? null,
    fieldMessages: { workdayStart: t('errors.time'), colour: t('errors.colour') },
    onSaved: () => {
      notifications.show({ color: 'green', message: t('form.saved') });
      onSaved();
    },
  });
  const set = <K extends keyof CalendarFormValues>(field: K, value: CalendarFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };
  const courseData = (courses.data ?? []).map((course) => ({
    value: course.id,
    label: `${course.label} (${course.abbreviation})`,
  }));
  // A default course disabled since stays named until another is chosen.
  if (values.defaultCourseId && courses.data && !courseData.some((entry) => entry.value === values.defaultCourseId)) {
    courseData.push({ value: values.defaultCourseId, label: t('form.defaultCourseGone') });
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="calendar-form">
      <Stack gap="sm">
        <LabelColourFields
          label={values.label}
          colour={values.colour}
          onLabel={(label) => set('label', label)}
          onColour={(colour) => set('colour', colour)}
          errors={errors}
        />
        <NumberInput
          label={t('form.duration')}
          name="defaultDurationMinutes"
          value={Number.isNaN(values.defaultDurationMinutes) ? '' : values.defaultDurationMinutes}
          onChange={(value) => set('defaultDurationMinutes', typeof value === 'number' ? value : Number.NaN)}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          step={15}
          error={errors.defaultDurationMinutes}
          required
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t('form.workdayStart')}
            name="workdayStart"
            placeholder={t('form.timePlaceholder')}
            inputMode="numeric"
            value={values.workdayStart}
            onChange={(event) => set('workdayStart', event.currentTarget.value)}
            error={errors.workdayStart}
            required
          />
          <TextInput
            label={t('form.workdayEnd')}
            name="workdayEnd"
            placeholder={t('form.timePlaceholder')}
            inputMode="numeric"
            value={values.workdayEnd}
            onChange={(event) => set('workdayEnd', event.currentTarget.value)}
            error={errors.workdayEnd}
            required
          />
        </SimpleGrid>
        <Select
          label={t('form.defaultCourse')}
          description={t('form.defaultCourseHint')}
          placeholder={t('form.noDefaultCourse')}
          name="defaultCourseId"
          data={courseData}
          value={values.defaultCourseId}
          onChange={(courseId) => set('defaultCourseId', courseId)}
          searchable
          clearable
          error={errors.defaultCourseId}
        />
        <Switch
          label={t('form.overlay')}
          description={t('form.overlayHint')}
          checked={values.overlay}
          onChange={(event) => set('overlay', event.currentTarget.checked)}
        />
        <ErrorAlert error={failure} />
        <FormButtons onCancel={onCancel} saving={saving} gap="xs" />
      </Stack>
    </form>
  );
}
