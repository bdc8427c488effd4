import { invitationInput, MEMBER_KINDS, type MemberKind, schoolDay } from '@ds/domain';
import { Radio, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { FormButtons } from '@/components/form-buttons';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useInvite } from '../api/school-api';
import { type TermsFormValues, termsFormValues, toTermsCandidate } from '../model/terms-form-values';
import { TermsFields } from './terms-fields';

/** An administrator invites a person by e-mail as administrator, instructor or employee (with his terms). */
export function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('school');
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<MemberKind>('employee');
  const [terms, setTerms] = useState<TermsFormValues>(() => termsFormValues(null, schoolDay(new Date())));
  const { errors, submit, saving, failure, clearField } = useValidatedSave({
    schema: invitationInput,
    namespace: 'school',
    mutation: useInvite(),
    id: null,
    onSaved: () => {
      notifications.show({ color: 'green', message: t('invite.sent', { email }) });
      onDone();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ email, kind, terms: kind === 'employee' ? toTermsCandidate(terms) : null });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('invite.title')}>
      <Stack gap="sm">
        <TextInput
          label={t('invite.email')}
          type="email"
          name="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            clearField('email');
          }}
          error={errors.email}
        />
        <Radio.Group label={t('invite.kind')} value={kind} onChange={(value) => setKind(value as MemberKind)}>
          <Stack gap="xs" mt="xs">
            {MEMBER_KINDS.map((value) => (
              <Radio key={value} value={value} label={t(`kinds.${value}`)} description={t(`kindHints.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {kind === 'employee' && (
          <TermsFields
            values={terms}
            prefix="terms."
            errors={errors}
            onChange={(patch) => {
              setTerms((current) => ({ ...current, ...patch }));
              for (const field of Object.keys(patch)) clearField(`terms.${field}`);
            }}
          />
        )}
        <ErrorAlert error={failure} />
        <FormButtons saving={saving} onCancel={onDone} />
      </Stack>
    </form>
  );
}
