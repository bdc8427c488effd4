import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CommunicationSettingsSection } from '@/features/communications';
import type { WizardStep } from '../wizard-steps';

/**
 * Spec §2 "communications": /comm-settings' e-mail account (the application's, one's own mail
 * server or Microsoft) and its test e-mail. Without the admin licence it says the licence comes first.
 */
export function CommunicationsStep({ access, onToLicence }: { access: WizardStep['access']; onToLicence: () => void }) {
  const { t } = useTranslation('identity-setup');
  if (access === 'needsAdminLicence') {
    return (
      <Alert color="blue" icon={<IconLock size={18} aria-hidden />} title={t('needsAdminLicence.title')}>
        <Text size="sm">{t('needsAdminLicence.text')}</Text>
        <Button size="xs" mt="xs" onClick={onToLicence}>
          {t('actions.toLicence')}
        </Button>
      </Alert>
    );
  }
  return <CommunicationSettingsSection mailOnly />;
}
