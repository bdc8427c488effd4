import { Alert, Stack, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../layout/current-route';

/** What a route shows until the issue that owns its screen lands it. */
export function NotAvailablePage() {
  const { t } = useTranslation('pages');
  const route = useCurrentRoute();
  const title = t(`titles.${route?.title ?? 'home'}`);
  return (
    <Stack maw={720} mx="auto" gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert data-testid="not-available" color="blue" icon={<IconTools size={18} />} title={t('notAvailableTitle')}>
        {t('notAvailableText', { screen: title })}
      </Alert>
    </Stack>
  );
}
