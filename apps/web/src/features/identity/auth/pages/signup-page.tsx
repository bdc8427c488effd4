import { Alert, Anchor, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { type NewPassword, NewPasswordFields, useNewPasswordProblem } from '@/components/new-password-fields';
import { ApiError, api } from '@/lib/api-client';
import { useCurrentLanguage } from '@/lib/current-language';
import { useAction } from '@/lib/use-action';
import { AuthCard } from '../components/auth-card';
import { emailProblem } from '../email-problem';

/** Spec §2 /signup: the person says monitor or student; a confirmation link is e-mailed. */
export function SignupPage() {
  const { t } = useTranslation('identity-auth');
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const language = useCurrentLanguage();
  const [kind, setKind] = useState<'monitor' | 'student'>('student');
  const [firstname, setFirstname] = useState('');
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const passwordProblem = useNewPasswordProblem(password);
  const usernameProblem = emailProblem(username);
  const emailError = submitted && usernameProblem ? t(usernameProblem) : undefined;
  const required = (value: string) => (submitted && !value.trim() ? t('errors.required') : undefined);

  const { run, busy, error } = useAction(async () => {
    await api('/auth/signup', {
      method: 'POST',
      body: { kind, username, password: password.password, firstname, name, language },
    });
    setDone(true);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!passwordProblem && !usernameProblem && firstname.trim() && name.trim()) void run();
  };

  const loginLink = `/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  if (done) {
    return (
      <AuthCard title={t('signup.title')}>
        <Alert data-testid="signup-done" color="green">
          {t('signup.done', { email: username })}
        </Alert>
        <Anchor component={Link} to={loginLink}>
          {t('signup.toLogin')}
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signup.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Radio.Group
            label={t('signup.kind')}
            value={kind}
            onChange={(value) => setKind(value as 'monitor' | 'student')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="student" label={t('signup.student')} />
              <Radio value="monitor" label={t('signup.monitor')} />
            </Stack>
          </Radio.Group>
          <TextInput
            label={t('fields.firstname')}
            name="firstname"
            autoComplete="given-name"
            value={firstname}
            onChange={(event) => setFirstname(event.currentTarget.value)}
            error={required(firstname)}
            required
          />
          <TextInput
            label={t('fields.name')}
            name="name"
            autoComplete="family-name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={required(name)}
            required
          />
          <TextInput
            label={t('fields.username')}
            name="username"
            type="email"
            autoComplete="email"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={emailError}
            required
          />
          <NewPasswordFields
            value={password}
            onChange={setPassword}
            showErrors={submitted}
            label={t('fields.password')}
          />
          <ErrorAlert error={error}>
            {error instanceof ApiError && error.code === 'account_exists' && (
              <Text size="sm" mt={4}>
                <Anchor component={Link} to="/reset">
                  {t('login.forgotten')}
                </Anchor>
              </Text>
            )}
          </ErrorAlert>
          <Button type="submit" loading={busy} fullWidth>
            {t('signup.submit')}
          </Button>
          <Anchor component={Link} to={loginLink} size="sm">
            {t('signup.toLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
