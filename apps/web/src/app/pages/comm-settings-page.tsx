import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReminderTemplatesSection, useRefreshReminders } from '@/features/catalogue';
import { CommunicationSettingsSection } from '@/features/communications';

/**
 * /comm-settings (and /account/comm-settings): the communication settings, then the reminder
 * templates, whose texts a change of the WhatsApp setting rewrites, so they are read again.
 */
export function CommSettingsPage() {
  const { t } = useTranslation('pages');
  const refreshReminders = useRefreshReminders();
  return (
    <Stack maw={860} mx="auto" gap="xl">
      <Title order={1} size="h2">
        {t('titles.commSettings')}
      </Title>
      <CommunicationSettingsSection onSaved={() => void refreshReminders()} />
      <ReminderTemplatesSection />
    </Stack>
  );
}
