import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { type NewPassword, NewPasswordFields, useNewPasswordProblem } from '@/components/new-password-fields';
import { useAction } from '@/lib/use-action';
import { changePassword } from '../api/accounts-api';

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('identity-account');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const problem = useNewPasswordProblem(password);
  const { run, busy, error } = useAction(async () => {
    await changePassword(current, password.password);
    notifications.show({ color: 'green', message: t('security.passwordChanged') });
    setCurrent('');
    setPassword({ password: '', confirmation: '' });
    setSubmitted(false);
    onChanged();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem && current) void run();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('security.changePassword')}
        </Title>
        <PasswordInput
          label={t('security.currentPassword')}
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={submitted && !current ? t('security.currentRequired') : undefined}
          required
        />
        <NewPasswordFields value={password} onChange={setPassword} showErrors={submitted} />
        <ErrorAlert error={error} />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('security.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
