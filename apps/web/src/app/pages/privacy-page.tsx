import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../layout/current-route';

/** /privacyPolicy (effective 22.05.2024) and /privacyPolicyMicrosoft (effective 01.09.2025). */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const microsoft = useCurrentRoute()?.name === 'privacyPolicyMicrosoft';
  return (
    <Stack maw={760} mx="auto" gap="sm">
      <Title order={1} size="h2">
        {microsoft ? t('titleMicrosoft') : t('title')}
      </Title>
      <Text c="dimmed">{t('effective', { date: microsoft ? '01.09.2025' : '22.05.2024' })}</Text>
      <Text>{t('intro')}</Text>
      <Title order={2} size="h4">
        {t('calendarTitle')}
      </Title>
      <Text>{microsoft ? t('calendarConsentMicrosoft') : t('calendarConsent')}</Text>
      <Text>{t('providerData')}</Text>
      <List spacing="xs">
        <List.Item>{t('noSharing')}</List.Item>
        <List.Item>{t('lawOnly')}</List.Item>
        <List.Item>{t('rights')}</List.Item>
        <List.Item>{t('requests')}</List.Item>
      </List>
    </Stack>
  );
}
