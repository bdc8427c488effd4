import { Alert, Anchor, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { api } from '@/lib/api-client';
import { AuthCard } from '../components/auth-card';
import { ExpiredLink } from '../components/expired-link';
import { RegisterLinkRequest } from '../components/register-link-request';
import { isRefusedLink } from '../refused-link';

/** Spec §2 /register/:token: the token is sent on entry; an expired link says so and offers a new one. */
export function RegisterPage() {
  const { t } = useTranslation('identity-auth');
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
      {isRefusedLink(confirmation.error) ? (
        <ExpiredLink help={t('register.expiredHelp')}>
          <RegisterLinkRequest />
        </ExpiredLink>
      ) : (
        <ErrorAlert error={confirmation.error} />
      )}
      <Anchor component={Link} to="/login">
        {t('signup.toLogin')}
      </Anchor>
    </AuthCard>
  );
}
