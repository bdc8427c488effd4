import { LICENCE_CATEGORIES, type Student, trainingInfoSchema } from '@ds/domain';
import { Checkbox, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadStudent, useSaveTraining } from '../api/student-api';
import { unreadableDates } from '../model/date-text';
import {
  type TrainingFormValues,
  trainingCandidate,
  trainingDateTexts,
  trainingFormValues,
} from '../model/training-form-values';
import { SwissDateInput } from './swiss-date-input';

type DateField =
  | 'validUntil'
  | 'firstAidDate'
  | 'provisionalDeliveredOn'
  | 'provisionalDeadline'
  | 'day1Date'
  | 'day2Date';

/** Where the schema reports each form field's errors. */
const ERROR_PATHS: Record<DateField, string> = {
  validUntil: 'validUntil',
  firstAidDate: 'firstAidDate',
  provisionalDeliveredOn: 'provisionalLicence.deliveredOn',
  provisionalDeadline: 'provisionalLicence.deadline',
  day1Date: 'day1Date',
  day2Date: 'day2Date',
};

/** Spec §3 Student training info, validated by the domain schema the server applies too. */
export function TrainingForm({ student, onDone }: { student: Student; onDone: () => void }) {
  const { t } = useTranslation('students-sheet');
  const [values, setValues] = useState<TrainingFormValues>(() => trainingFormValues(student.training));
  const readStudent = useReadStudent();
  // The training info is part of the student: his version is the one sent.
  const opened = useOpenedRecord(student, {
    read: () => readStudent(student.id),
    restart: (fresh) => setValues(trainingFormValues(fresh.training)),
  });
  const { errors, submit, saving, failure, clearField, reset } = useValidatedSave({
    schema: trainingInfoSchema,
    namespace: 'students-sheet',
    mutation: useSaveTraining(student.id),
    id: student.id,
    version: opened.version,
    fieldMessages: unreadableDates(trainingDateTexts(values), t('errors.dateFormat')),
    onSaved: () => {
      notifications.show({ color: 'green', message: t('training.saved') });
      onDone();
    },
  });
  const set = <Field extends keyof TrainingFormValues>(
    field: Field,
    value: TrainingFormValues[Field],
    path: string,
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(path);
  };
  const dateInput = (field: DateField) => (
    <SwissDateInput
      label={t(`training.${field}`)}
      value={values[field]}
      onValueChange={(text) => set(field, text, ERROR_PATHS[field])}
      error={errors[ERROR_PATHS[field]]}
    />
  );
  const categories = LICENCE_CATEGORIES.map((category) => ({ value: category, label: category }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(trainingCandidate(values));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {dateInput('validUntil')}
          <TextInput
            label={t('training.profession')}
            value={values.profession}
            onChange={(event) => set('profession', event.currentTarget.value, 'profession')}
            error={errors.profession}
          />
          <MultiSelect
            label={t('training.desiredCategories')}
            data={categories}
            value={values.desiredCategories}
            onChange={(value) => set('desiredCategories', value, 'desiredCategories')}
            error={errors.desiredCategories}
            searchable
          />
          <MultiSelect
            label={t('training.ownedCategories')}
            data={categories}
            value={values.ownedCategories}
            onChange={(value) => set('ownedCategories', value, 'ownedCategories')}
            error={errors.ownedCategories}
            searchable
          />
          <Checkbox
            label={t('training.insurance')}
            checked={values.insurance}
            onChange={(event) => set('insurance', event.currentTarget.checked, 'insurance')}
          />
          <Checkbox
            label={t('training.insurancePaid')}
            checked={values.insurancePaid}
            onChange={(event) => set('insurancePaid', event.currentTarget.checked, 'insurancePaid')}
          />
          {dateInput('firstAidDate')}
          {values.awarenessDays.map((day, index) => (
            <SwissDateInput
              // The four awareness days are fixed positions, never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
              key={index}
              label={t('training.awarenessDay', { number: index + 1 })}
              value={day}
              onValueChange={(text) =>
                set(
                  'awarenessDays',
                  values.awarenessDays.map((current, at) =>
                    at === index ? text : current,
                  ) as TrainingFormValues['awarenessDays'],
                  `awarenessDays.${index}`,
                )
              }
              error={errors[`awarenessDays.${index}`]}
            />
          ))}
          {dateInput('provisionalDeliveredOn')}
          {dateInput('provisionalDeadline')}
          <TextInput
            label={t('training.provisionalNumber')}
            value={values.provisionalNumber}
            onChange={(event) => set('provisionalNumber', event.currentTarget.value, 'provisionalLicence.number')}
            error={errors['provisionalLicence.number']}
          />
          {dateInput('day1Date')}
          {dateInput('day2Date')}
        </SimpleGrid>
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons onCancel={onDone} saving={saving} />
      </Stack>
    </form>
  );
}
