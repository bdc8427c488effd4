import { localeOf, loginDestination } from '@ds/domain';
import { Anchor, Button, Checkbox, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { ApiError } from '@/lib/api-client';
import { changeLanguage } from '@/lib/i18n';
import { useAction } from '@/lib/use-action';
import { login } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { emailProblem } from '../email-problem';

/** Spec §2 /login: username, password, remember me, caps-lock warning, recovery and sign-up links. */
export function LoginPage() {
  const { t } = useTranslation('identity-auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [otp, setOtp] = useState('');
  const [needsOtp, setNeedsOtp] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const keepRedirect = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';

  const watchCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState('CapsLock'));

  const { run, busy, error } = useAction(async () => {
    try {
      const me = await login({ username, password, remember, otp: needsOtp ? otp : undefined });
      const destination = loginDestination(redirect);
      await changeLanguage(localeOf(destination.language ?? me.language));
      navigate(me.twoFactorSetupRequired ? '/account/security' : destination.path, { replace: true });
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.code === 'otp_required')) throw failure;
      setNeedsOtp(true);
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const usernameProblem = emailProblem(username);
    const errors = {
      username: usernameProblem ? t(usernameProblem) : undefined,
      password: password ? undefined : t('errors.passwordEmpty'),
    };
    setFieldErrors(errors);
    if (!errors.username && !errors.password) void run();
  };

  return (
    <AuthCard title={t('login.title')}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('fields.username')}
          name="username"
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={fieldErrors.username}
          mb="sm"
          required
        />
        <PasswordInput
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          onKeyUp={watchCapsLock}
          onKeyDown={watchCapsLock}
          error={fieldErrors.password}
          description={
            capsLock ? (
              <Text span c="orange" size="xs" data-testid="caps-lock">
                {t('login.capsLock')}
              </Text>
            ) : undefined
          }
          mb="sm"
          required
        />
        {needsOtp && (
          <TextInput
            label={t('login.otp')}
            description={t('login.otpHelp')}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={otp}
            onChange={(event) => setOtp(event.currentTarget.value.trim())}
            mb="sm"
            autoFocus
          />
        )}
        <Checkbox
          label={t('login.remember')}
          name="remember"
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
          mb="md"
        />
        <ErrorAlert error={error} />
        <Button type="submit" fullWidth loading={busy} mt="sm">
          {t('login.submit')}
        </Button>
      </form>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Anchor component={Link} to="/reset" size="sm">
          {t('login.forgotten')}
        </Anchor>
        <Anchor component={Link} to={`/signup${keepRedirect}`} size="sm">
          {t('login.signup')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
