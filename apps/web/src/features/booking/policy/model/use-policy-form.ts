import { type BookingPolicyRecord, bookingPolicyInput } from '@ds/domain';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadBookingPolicy, useSaveBookingPolicy } from '../api/booking-policy-api';
import { type PolicyFormValues, policyFormValues, toPolicyCandidate } from './policy-form-values';

const NAMESPACE = 'booking-policy';

/** The rules form's state: values, per-field messages (the domain schema's, then the server's), a save at the version read. */
export function usePolicyForm(policy: BookingPolicyRecord) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState<PolicyFormValues>(() => policyFormValues(policy));
  const opened = useOpenedRecord(policy, {
    read: useReadBookingPolicy(),
    restart: (fresh) => setValues(policyFormValues(fresh)),
  });
  const save = useValidatedSave({
    schema: bookingPolicyInput,
    namespace: NAMESPACE,
    mutation: useSaveBookingPolicy(),
    id: null,
    version: opened.version,
    fieldMessages: { lessonLengths: t('errors.lessonLengths') },
    onSaved: (saved) => {
      opened.saved(saved);
      setValues(policyFormValues(saved));
      notifications.show({ color: 'green', message: t('saved') });
    },
  });

  const set = <Field extends keyof PolicyFormValues>(field: Field, value: PolicyFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    save.clearField(field);
  };

  return {
    values,
    set,
    errors: save.errors,
    submit: (event: FormEvent) => {
      event.preventDefault();
      void save.submit(toPolicyCandidate(values, opened.version));
    },
    saving: save.saving,
    failure: save.failure,
    reload: () => opened.reload().then(save.reset),
  };
}
