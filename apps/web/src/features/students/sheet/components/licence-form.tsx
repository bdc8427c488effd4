import { type DrivingLicence, drivingLicenceInput, LICENCE_CATEGORIES } from '@ds/domain';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { licencesApi } from '../api/sections-api';
import { dateText, isoFromText, unreadableDates } from '../model/date-text';
import { SwissDateInput } from './swiss-date-input';

interface Props {
  studentId: string;
  licence: DrivingLicence | null;
  onDone: () => void;
}

const valuesOf = (licence: DrivingLicence | null) => ({
  category: licence?.category ?? null,
  startDate: dateText(licence?.startDate),
  endDate: dateText(licence?.endDate),
  authorityDecision: licence?.authorityDecision ?? '',
});

/** Spec §3 Person, driving licences: category, start, end and authority decision. */
export function LicenceForm({ studentId, licence, onDone }: Props) {
  const { t } = useTranslation('students-sheet');
  const [values, setValues] = useState(() => valuesOf(licence));
  const read = licencesApi.useRead(studentId);
  const opened = useOpenedRecord(licence, {
    read: () => read(licence?.id ?? ''),
    restart: (fresh) => setValues(valuesOf(fresh)),
  });
  const { errors, submit, saving, failure, clearField, reset } = useValidatedSave({
    schema: drivingLicenceInput,
    namespace: 'students-sheet',
    mutation: licencesApi.useSave(studentId),
    id: licence?.id ?? null,
    version: opened.version,
    fieldMessages: unreadableDates({ startDate: values.startDate, endDate: values.endDate }, t('errors.dateFormat')),
    onSaved: () => {
      notifications.show({ color: 'green', message: t('licences.saved') });
      onDone();
    },
  });
  const set = <Field extends keyof typeof values>(field: Field, value: (typeof values)[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      category: values.category,
      startDate: isoFromText(values.startDate),
      endDate: isoFromText(values.endDate),
      authorityDecision: values.authorityDecision.trim() || null,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('licences.category')}
            data={[...LICENCE_CATEGORIES]}
            value={values.category}
            onChange={(category) => set('category', category as DrivingLicence['category'] | null)}
            error={errors.category}
            required
          />
          <SwissDateInput
            label={t('licences.startDate')}
            value={values.startDate}
            onValueChange={(text) => set('startDate', text)}
            error={errors.startDate}
            required
          />
          <SwissDateInput
            label={t('licences.endDate')}
            value={values.endDate}
            onValueChange={(text) => set('endDate', text)}
            error={errors.endDate}
          />
          <TextInput
            label={t('licences.authorityDecision')}
            value={values.authorityDecision}
            onChange={(event) => set('authorityDecision', event.currentTarget.value)}
            error={errors.authorityDecision}
          />
        </SimpleGrid>
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons onCancel={onDone} saving={saving} />
      </Stack>
    </form>
  );
}
