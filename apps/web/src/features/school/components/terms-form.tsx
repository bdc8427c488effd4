import { employeeTermsInput, type Member, personName, schoolDay } from '@ds/domain';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useChangeTerms } from '../api/school-api';
import { type TermsFormValues, termsFormValues, toTermsCandidate } from '../model/terms-form-values';
import { TermsFields } from './terms-fields';

/** An administrator changes an employee's dates and rights, at the version he read them. */
export function TermsForm({ member, onDone }: { member: Member; onDone: () => void }) {
  const { t } = useTranslation('school');
  const [values, setValues] = useState<TermsFormValues>(() => termsFormValues(member.terms, schoolDay(new Date())));
  const { errors, submit, saving, failure, clearField } = useValidatedSave({
    schema: employeeTermsInput,
    namespace: 'school',
    mutation: useChangeTerms(),
    id: member.userId,
    version: member.terms?.version,
    onSaved: () => {
      notifications.show({ color: 'green', message: t('terms.saved', { name: personName(member) }) });
      onDone();
    },
  });
  const change = (patch: Partial<TermsFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch)) clearField(field);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(toTermsCandidate(values));
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TermsFields values={values} onChange={change} errors={errors} />
        <SaveFailureAlert failure={failure} onReload={async () => onDone()} />
        <FormButtons saving={saving} onCancel={onDone} />
      </Stack>
    </form>
  );
}
