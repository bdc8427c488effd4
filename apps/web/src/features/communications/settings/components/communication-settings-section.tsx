import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useCommunicationSettings } from '../api/communication-settings-api';
import { useMicrosoftReturn } from '../model/use-microsoft-return';
import { CommunicationSettingsForm } from './communication-settings-form';

/**
 * The communication settings (spec §3): what students are sent, and through which e-mail and SMS
 * accounts, with a test of each. `onSaved` lets the page refresh what saving changed elsewhere;
 * `mailOnly` keeps to the e-mail account and its tests (the configuration wizard's step).
 */
export function CommunicationSettingsSection({
  onSaved,
  mailOnly = false,
}: {
  onSaved?: () => void;
  mailOnly?: boolean;
}) {
  const { t } = useTranslation('communications-settings');
  const settings = useCommunicationSettings();
  useMicrosoftReturn();
  return (
    <Stack component="section" gap="sm" aria-labelledby="communication-settings-title">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id="communication-settings-title">
          {t('title')}
        </Title>
        <Anchor component={Link} to="/comm-logs" size="sm">
          {t('historyLink')}
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {settings.isPending && <Loader />}
      <ErrorAlert error={settings.error} />
      {settings.data && <CommunicationSettingsForm settings={settings.data} onSaved={onSaved} mailOnly={mailOnly} />}
    </Stack>
  );
}
