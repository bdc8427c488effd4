import { Alert, Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { type NewPassword, NewPasswordFields, useNewPasswordProblem } from '@/components/new-password-fields';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { AuthCard } from '../components/auth-card';
import { EmailLinkRequest } from '../components/email-link-request';
import { ExpiredLink } from '../components/expired-link';
import { isRefusedLink } from '../refused-link';

/** Spec §2 /reset/:token?: an e-mailed link first (checked on entry), then a code by SMS plus the new password. */
export function ResetPage() {
  const { token } = useParams();
  const { t } = useTranslation('identity-auth');
  return <AuthCard title={t('reset.title')}>{token ? <ResetWithToken token={token} /> : <RequestLink />}</AuthCard>;
}

function RequestLink() {
  const { t } = useTranslation('identity-auth');
  return (
    <EmailLinkRequest
      endpoint="/auth/reset"
      submitLabel={t('reset.sendLink')}
      sentText={(email) => t('reset.linkSent', { email })}
      sentTestId="reset-link-sent"
      intro={<Text size="sm">{t('reset.intro')}</Text>}
      footer={
        <Anchor component={Link} to="/login" size="sm">
          {t('signup.toLogin')}
        </Anchor>
      }
    />
  );
}

/** An expired or unknown link says so at once, before any code is sent. */
function ResetWithToken({ token }: { token: string }) {
  const { t } = useTranslation('identity-auth');
  const check = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => api<{ valid: true }>('/auth/reset/check', { method: 'POST', body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (check.isPending) return <Loader />;
  if (isRefusedLink(check.error)) {
    return (
      <ExpiredLink help={t('reset.expiredHelp')}>
        <Button component={Link} to="/reset">
          {t('reset.newLink')}
        </Button>
      </ExpiredLink>
    );
  }
  if (check.isError) return <ErrorAlert error={check.error} />;
  return <ResetSteps token={token} />;
}

function ResetSteps({ token }: { token: string }) {
  const { t } = useTranslation('identity-auth');
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
