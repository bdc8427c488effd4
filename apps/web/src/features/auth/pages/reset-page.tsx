import { usernameSchema } from '@ds/domain';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { type NewPassword, NewPasswordFields, useNewPasswordProblem } from '../../../components/new-password-fields';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { AuthCard } from '../components/auth-card';

/** Spec §2 /reset/:token?: an e-mailed link first, then a code by SMS plus the new password. */
export function ResetPage() {
  const { token } = useParams();
  const { t } = useTranslation('auth');
  return <AuthCard title={t('reset.title')}>{token ? <ResetWithToken token={token} /> : <RequestLink />}</AuthCard>;
}

function RequestLink() {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const valid = usernameSchema.safeParse(username).success;
  const { run, busy, error } = useAction(async () => {
    await api('/auth/reset', { method: 'POST', body: { username } });
    setSent(true);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (valid) void run();
  };

  if (sent)
    return (
      <Alert data-testid="reset-link-sent" color="green">
        {t('reset.linkSent', { email: username })}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('reset.intro')}</Text>
        <TextInput
          label={t('fields.username')}
          name="username"
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={submitted && !valid ? t('errors.email') : undefined}
          required
        />
        <ErrorAlert error={error} />
        <Button type="submit" loading={busy}>
          {t('reset.sendLink')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('signup.toLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

function ResetWithToken({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [destination, setDestination] = useState<{ channel: 'sms' | 'email'; destination: string } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const problem = useNewPasswordProblem(password);
  const codeValid = /^\d{6}$/.test(code);
  const sendCode = useAction(async () => {
    setDestination(await api('/auth/reset/code', { method: 'POST', body: { token } }));
  });
  const confirm = useAction(async () => {
    await api('/auth/reset/confirm', { method: 'POST', body: { token, code, password: password.password } });
    setDone(true);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem && codeValid) void confirm.run();
  };

  if (done) {
    return (
      <>
        <Alert data-testid="reset-done" color="green">
          {t('reset.done')}
        </Alert>
        <Button component={Link} to="/login">
          {t('signup.toLogin')}
        </Button>
      </>
    );
  }
  if (!destination) {
    return (
      <Stack gap="sm">
        <Text size="sm">{t('reset.codeIntro')}</Text>
        <ErrorAlert error={sendCode.error} />
        <Button onClick={() => sendCode.run()} loading={sendCode.busy}>
          {t('reset.sendCode')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="blue" data-testid="reset-code-sent">
          {t(destination.channel === 'sms' ? 'reset.codeSentSms' : 'reset.codeSentEmail', {
            destination: destination.destination,
          })}
        </Alert>
        <TextInput
          label={t('reset.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.trim())}
          error={submitted && !codeValid ? t('errors.code') : undefined}
          required
        />
        <NewPasswordFields value={password} onChange={setPassword} showErrors={submitted} />
        <ErrorAlert error={confirm.error} />
        <Button type="submit" loading={confirm.busy}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
