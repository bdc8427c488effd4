import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useCompleteGoogleConsent } from '../api/google-calendar-api';

/**
 * /gc: Google sends the browser back here with a code and the state (or an error); the page hands
 * them to the server in this session once, then opens the calendar settings to choose a calendar.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation('calendar-google');
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteGoogleConsent();
  const sent = useRef(false);
  const code = query.get('code');
  const state = query.get('state');
  const refused = query.get('error');

  useEffect(() => {
    if (sent.current || !code || !state) return;
    sent.current = true;
    complete.mutate({ code, state }, { onSuccess: () => navigate('/calendar/settings', { replace: true }) });
  }, [code, state, complete, navigate]);

  return (
    <Stack maw={560} mx="auto" gap="md">
      <Title order={1} size="h2">
        {t('callback.title')}
      </Title>
      {refused || !code || !state ? (
        <Alert color="orange">{t('callback.refused')}</Alert>
      ) : complete.isError ? (
        <ErrorAlert error={complete.error} />
      ) : (
        <Stack gap="xs" align="flex-start">
          <Loader size="sm" aria-label={t('callback.linking')} />
          <Text>{t('callback.linking')}</Text>
        </Stack>
      )}
      {(refused || !code || !state || complete.isError) && (
        <Button component={Link} to="/calendar/settings" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('callback.back')}
        </Button>
      )}
    </Stack>
  );
}
