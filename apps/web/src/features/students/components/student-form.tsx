import { type Student, studentInput } from '@ds/domain';
import { Stack } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { PostalAddressFields } from '@/components/postal-address-fields';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { ApiError } from '@/lib/api-client';
import type { FieldMessages } from '@/lib/field-errors';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useSaveStudent } from '../api/students-api';
import {
  isUnreadableDate,
  type StudentFormValues,
  studentFormValues,
  toStudentCandidate,
} from '../model/student-form-values';
import { useReadStudent } from '../sheet/api/student-api';
import { StudentPersonFields } from './student-person-fields';

/** Wordings the schema's own messages cannot give: an unreadable date, an empty postcode. */
function clientMessages(values: StudentFormValues, t: (key: string) => string): FieldMessages {
  const messages: FieldMessages = {};
  if (isUnreadableDate(values.birthDate)) messages.birthDate = t('errors.birthDateFormat');
  if (values.postcode.trim() === '') messages.postcode = t('errors:fields.required');
  if (!values.billingSameAsAddress && values.billing.postcode.trim() === '')
    messages['billing.postcode'] = t('errors:fields.required');
  return messages;
}

function bringFirstRefusedIntoView(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.scrollIntoView({ block: 'center' });
  first?.focus({ preventScroll: true });
}

/**
 * Every field of a student (spec §3 Person), checked with the schema the server uses; `student`
 * null creates one. Also used by the student sheet to edit him.
 */
export function StudentForm({
  student,
  onSaved,
  onCancel,
}: {
  student: Student | null;
  onSaved: (student: Student) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('students');
  const [values, setValues] = useState(() => studentFormValues(student));
  const readStudent = useReadStudent();
  const opened = useOpenedRecord(student, {
    read: () => readStudent(student?.id ?? ''),
    restart: (fresh) => setValues(studentFormValues(fresh)),
  });
  const mutation = useSaveStudent();
  const { errors, submit, clearField, saving, failure, reset } = useValidatedSave({
    schema: studentInput,
    namespace: 'students',
    mutation,
    id: student?.id ?? null,
    version: opened.version,
    onSaved,
    fieldMessages: clientMessages(values, t),
  });
  const faberTaken = failure instanceof ApiError && failure.code === 'faber_taken';

  const change = (patch: Partial<StudentFormValues>) => {
    for (const field of Object.keys(patch)) clearField(field === 'billingSameAsAddress' ? 'billing' : field);
    if ('faber' in patch && faberTaken) mutation.reset();
    setValues((current) => ({ ...current, ...patch }));
  };
  const changeBilling = (patch: Partial<StudentFormValues['billing']>) => {
    for (const field of Object.keys(patch)) clearField(`billing.${field}`);
    setValues((current) => ({ ...current, billing: { ...current.billing, ...patch } }));
  };

  const form = useRef<HTMLFormElement>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submit(toStudentCandidate(values));
    // A long form: the first refused field may be out of sight once the messages are drawn.
    requestAnimationFrame(() => bringFirstRefusedIntoView(form.current));
  };

  const shownErrors = faberTaken ? { ...errors, faber: t('errors:codes.faber_taken') } : errors;
  return (
    <form
      ref={form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t(student ? 'form.editTitle' : 'form.newTitle')}
    >
      <Stack gap="lg">
        <StudentPersonFields values={values} errors={shownErrors} onChange={change} />
        <PostalAddressFields values={values} errors={shownErrors} onChange={change} onBillingChange={changeBilling} />
        <SaveFailureAlert failure={faberTaken ? null : failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons onCancel={onCancel} saving={saving} />
      </Stack>
    </form>
  );
}
