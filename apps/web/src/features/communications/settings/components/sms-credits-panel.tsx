import type { SmsCredits } from '@ds/domain';
import { Alert, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useSmsCredits } from '../api/sms-credits-api';
import { formatCredits } from '../model/sms-credits-format';

const FIGURES = ['monthlyAllowance', 'usedThisMonth', 'packs', 'available'] as const satisfies (keyof SmsCredits)[];

/**
 * This month's SMS credits (spec §9: monthly per licence, 1 to 1.75 a message by operator), or
 * that one's own provider account is used; with none left, the spec §8 message.
 */
export function SmsCreditsPanel() {
  const { t, i18n } = useTranslation('communications-settings');
  const credits = useSmsCredits();
  if (credits.isPending) return <Loader size="sm" />;
  if (!credits.data) return <ErrorAlert error={credits.error} />;
  const { data } = credits;
  const amount = (hundredths: number) =>
    t('credits.amount', { count: hundredths / 100, credits: formatCredits(hundredths, i18n.language) });
  return (
    <Paper withBorder p="sm" data-testid="sms-credit-balance">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('credits.title')}
        </Text>
        {data.ownAccount ? (
          <Text size="sm">{t('credits.ownAccount')}</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {FIGURES.map((figure) => (
                <Stack key={figure} gap={0}>
                  <Text size="xs" c="dimmed">
                    {t(`credits.${figure}`)}
                  </Text>
                  <Text size="sm" fw={figure === 'available' ? 700 : 500} data-testid={`credits-${figure}`}>
                    {amount(data[figure])}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('credits.price')}
            </Text>
            {data.available <= 0 && (
              <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="no-sms-left">
                {t('errors:codes.no_sms_left')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
