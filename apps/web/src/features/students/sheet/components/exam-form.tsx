import { EXAM_STATUSES, EXAM_TYPES, type Exam, examInput } from '@ds/domain';
import { Input, SegmentedControl, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { examsApi } from '../api/sections-api';
import { refreshStudent } from '../api/sheet-keys';
import { dateText, isoFromText, unreadableDates } from '../model/date-text';
import { ExaminerField } from './examiner-field';
import { SwissDateInput } from './swiss-date-input';

interface Props {
  studentId: string;
  exam: Exam | null;
  onDone: () => void;
}

const valuesOf = (exam: Exam | null) => ({
  date: dateText(exam?.date),
  examinerId: exam?.examiner?.id ?? null,
  type: exam?.type ?? null,
  status: exam?.status ?? 'unknown',
  remarks: exam?.remarks ?? '',
});

/** Spec §3 Exam: date (may stay unknown), examiner, type, status and remarks. */
export function ExamForm({ studentId, exam, onDone }: Props) {
  const { t } = useTranslation('students-sheet');
  const client = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(exam));
  const read = examsApi.useRead(studentId);
  const opened = useOpenedRecord(exam, {
    read: () => read(exam?.id ?? ''),
    restart: (fresh) => setValues(valuesOf(fresh)),
  });
  const { errors, submit, saving, failure, clearField, reset } = useValidatedSave({
    schema: examInput,
    namespace: 'students-sheet',
    mutation: examsApi.useSave(studentId),
    id: exam?.id ?? null,
    version: opened.version,
    fieldMessages: unreadableDates({ date: values.date }, t('errors.dateFormat')),
    onSaved: async () => {
      notifications.show({ color: 'green', message: t('exams.saved') });
      onDone();
      // A passed practical exam changes the student's "passed" badge.
      await refreshStudent(client, studentId);
    },
  });
  const set = <Field extends keyof typeof values>(field: Field, value: (typeof values)[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ ...values, date: isoFromText(values.date) });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('exams.type')}
            data={EXAM_TYPES.map((type) => ({ value: type, label: t(`exams.types.${type}`) }))}
            value={values.type}
            onChange={(type) => set('type', type as Exam['type'] | null)}
            error={errors.type}
            required
          />
          <SwissDateInput
            label={t('exams.date')}
            value={values.date}
            onValueChange={(text) => set('date', text)}
            error={errors.date}
          />
        </SimpleGrid>
        <ExaminerField value={values.examinerId} onChange={(id) => set('examinerId', id)} error={errors.examinerId} />
        <Input.Wrapper label={t('exams.status')} labelElement="div" id="exam-status">
          <SegmentedControl
            aria-labelledby="exam-status-label"
            fullWidth
            value={values.status}
            onChange={(status) => set('status', status as Exam['status'])}
            data={EXAM_STATUSES.map((status) => ({ value: status, label: t(`exams.statuses.${status}`) }))}
          />
        </Input.Wrapper>
        <Textarea
          label={t('exams.remarks')}
          value={values.remarks}
          onChange={(event) => set('remarks', event.currentTarget.value)}
          error={errors.remarks}
          autosize
          minRows={2}
        />
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons onCancel={onDone} saving={saving} />
      </Stack>
    </form>
  );
}
