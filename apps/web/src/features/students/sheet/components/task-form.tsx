import { type Task, taskInput } from '@ds/domain';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { tasksApi } from '../api/sections-api';
import { dateText, isoFromText, timeFromText, unreadableDates } from '../model/date-text';
import { SwissDateInput } from './swiss-date-input';

interface Props {
  studentId: string;
  task: Task | null;
  onDone: () => void;
}

const valuesOf = (task: Task | null) => ({
  description: task?.description ?? '',
  dueDate: dateText(task?.dueDate),
  dueTime: task?.dueTime?.slice(0, 5) ?? '',
  done: task?.done ?? false,
});

/** Spec §3 Task: description, deadline date and time (HH:mm), done. */
export function TaskForm({ studentId, task, onDone }: Props) {
  const { t } = useTranslation('students-sheet');
  const [values, setValues] = useState(() => valuesOf(task));
  const read = tasksApi.useRead(studentId);
  const opened = useOpenedRecord(task, {
    read: () => read(task?.id ?? ''),
    restart: (fresh) => setValues(valuesOf(fresh)),
  });
  const { errors, submit, saving, failure, clearField, reset } = useValidatedSave({
    schema: taskInput,
    namespace: 'students-sheet',
    mutation: tasksApi.useSave(studentId),
    id: task?.id ?? null,
    version: opened.version,
    fieldMessages: {
      ...unreadableDates({ dueDate: values.dueDate }, t('errors.dateFormat')),
      dueTime: t('errors.timeFormat'),
    },
    onSaved: () => {
      notifications.show({ color: 'green', message: t('tasks.saved') });
      onDone();
    },
  });
  const set = <Field extends keyof typeof values>(field: Field, value: (typeof values)[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ ...values, dueDate: isoFromText(values.dueDate), dueTime: timeFromText(values.dueTime) });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('tasks.description')}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errors.description}
          required
          data-autofocus
        />
        <SimpleGrid cols={2}>
          <SwissDateInput
            label={t('tasks.dueDate')}
            value={values.dueDate}
            onValueChange={(text) => set('dueDate', text)}
            error={errors.dueDate}
          />
          <TextInput
            label={t('tasks.dueTime')}
            placeholder={t('timePlaceholder')}
            autoComplete="off"
            maxLength={5}
            value={values.dueTime}
            onChange={(event) => set('dueTime', event.currentTarget.value)}
            error={errors.dueTime}
          />
        </SimpleGrid>
        <Checkbox
          label={t('tasks.done')}
          checked={values.done}
          onChange={(event) => set('done', event.currentTarget.checked)}
        />
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons onCancel={onDone} saving={saving} />
      </Stack>
    </form>
  );
}
