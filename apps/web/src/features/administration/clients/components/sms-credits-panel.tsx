import type { SmsCredits } from '@ds/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** SMS credits are kept in hundredths: whole SMS with up to two decimals. */
const smsOf = (hundredths: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hundredths / 100);

/** The client's SMS credits (the month's allowance, what it used, packs and offers) and the way to offer some. */
export function SmsCreditsPanel({ credits, onOffer }: { credits: SmsCredits; onOffer: () => void }) {
  const { t, i18n } = useTranslation('administration-clients');
  const line = (label: string, hundredths: number, testId?: string) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {t('credits.value', { value: smsOf(hundredths, i18n.language) })}
      </Text>
    </Group>
  );
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={3} size="h4">
          {t('detail.credits')}
        </Title>
        <Button size="xs" leftSection={<IconMessagePlus size={16} aria-hidden />} onClick={onOffer}>
          {t('actions.offerSms')}
        </Button>
      </Group>
      {line(t('credits.available'), credits.available, 'credits-available')}
      {line(t('credits.allowance'), credits.monthlyAllowance)}
      {line(t('credits.used'), credits.usedThisMonth)}
      {line(t('credits.packs'), credits.packs)}
      {credits.ownAccount && (
        <Text size="xs" c="dimmed">
          {t('credits.ownAccount')}
        </Text>
      )}
    </Stack>
  );
}
