import { Alert, Anchor, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { api } from '../../../lib/api-client';
import { AuthCard } from '../components/auth-card';

/** Spec §2 /register/:token: the token is sent on entry; a failure stays here and says why. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const confirmation = useQuery({
    queryKey: ['register', token],
    queryFn: () => api<{ username: string }>('/auth/register', { method: 'POST', body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <AuthCard title={t('register.title')}>
      {confirmation.isPending && <Loader />}
      {confirmation.isSuccess && (
        <Alert data-testid="register-done" color="green">
          {t('register.done', { email: confirmation.data.username })}
        </Alert>
      )}
      <ErrorAlert error={confirmation.error} />
      <Anchor component={Link} to="/login">
        {t('signup.toLogin')}
      </Anchor>
    </AuthCard>
  );
}
