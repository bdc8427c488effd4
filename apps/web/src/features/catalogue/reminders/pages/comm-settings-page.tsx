import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReminderTemplatesSection } from '../components/reminder-templates-section';

/** /comm-settings: the communication settings; for now the reminder templates. */
export function CommSettingsPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack maw={860} mx="auto">
      <Title order={1} size="h2">
        {t('titles.commSettings')}
      </Title>
      <ReminderTemplatesSection />
    </Stack>
  );
}
