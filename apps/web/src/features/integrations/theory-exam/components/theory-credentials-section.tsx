import { Card, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useTheoryCredentials } from '../api/theory-exam-api';
import { TheoryCredentialsForm } from './theory-credentials-form';

/** /account/me's section: the user's account at the theory-exam service (spec §2 My account). */
export function TheoryCredentialsSection() {
  const { t } = useTranslation('integrations-theory-exam');
  const credentials = useTheoryCredentials();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="theory-credentials-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="theory-credentials-title">
          {t('credentials.title')}
        </Title>
        {credentials.isPending && <Loader size="sm" />}
        <ErrorAlert error={credentials.error} />
        {credentials.data && <TheoryCredentialsForm credentials={credentials.data} />}
      </Stack>
    </Card>
  );
}
