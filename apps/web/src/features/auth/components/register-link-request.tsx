import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { emailProblem } from '../email-problem';

/** A new confirmation link for an account whose link expired. */
export function RegisterLinkRequest() {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const problem = emailProblem(username);
  const { run, busy, error } = useAction(async () => {
    await api('/auth/register/resend', { method: 'POST', body: { username } });
    setSent(true);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem) void run();
  };

  if (sent)
    return (
      <Alert data-testid="register-link-sent" color="green">
        {t('register.resent', { email: username })}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fields.username')}
          name="username"
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={submitted && problem ? t(problem) : undefined}
          required
        />
        <ErrorAlert error={error} />
        <Button type="submit" loading={busy}>
          {t('register.resend')}
        </Button>
      </Stack>
    </form>
  );
}
