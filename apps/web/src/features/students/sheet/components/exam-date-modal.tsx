import { examInput } from '@ds/domain';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '@/components/error-alert';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useValidatedSave } from '@/lib/use-validated-save';
import { examsApi } from '../api/sections-api';
import { isoFromText, unreadableDates } from '../model/date-text';
import { examToInput } from '../model/exam-input';
import { SheetModal } from './sheet-modal';
import { SwissDateInput } from './swiss-date-input';

/** Here the date is what is asked for, so it is required. */
const datedExamInput = examInput.extend({ date: z.iso.date() });

interface Props {
  studentId: string;
  examId: string;
  onDated: () => void;
  onCancel: () => void;
}

/** Spec §8: the last failed practical exam has no date; its date is asked, saved, and the print goes on. */
export function ExamDateModal({ studentId, examId, onDated, onCancel }: Props) {
  const { t } = useTranslation('students-sheet');
  const exams = examsApi.useList(studentId);
  const readExam = examsApi.useRead(studentId);
  // The exam's other fields are sent as the list shows them, with the version they were read at.
  const exam = exams.data?.find((candidate) => candidate.id === examId);
  const [date, setDate] = useState('');
  const { errors, submit, saving, failure, clearField, reset } = useValidatedSave({
    schema: datedExamInput,
    namespace: 'students-sheet',
    mutation: examsApi.useSave(studentId),
    id: examId,
    version: exam?.version,
    fieldMessages: unreadableDates({ date }, t('errors.dateFormat')),
    onSaved: onDated,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (exam) void submit({ ...examToInput(exam), date: isoFromText(date) });
  };

  return (
    <SheetModal short onClose={onCancel} title={t('print.dateTitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('print.dateText')}</Text>
          {exams.isPending && <Loader size="sm" />}
          <ErrorAlert error={exams.error} />
          <SaveFailureAlert failure={failure} onReload={() => readExam(examId).then(reset)} />
          <SwissDateInput
            label={t('exams.date')}
            value={date}
            onValueChange={(text) => {
              setDate(text);
              clearField('date');
            }}
            error={errors.date}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={!exam}>
              {t('print.dateConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SheetModal>
  );
}
