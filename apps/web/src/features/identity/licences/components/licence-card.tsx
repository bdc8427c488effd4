import type { Licence } from '@ds/domain';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayOf, LICENCE_STATUS_COLOURS } from './licence-format';

/** One licence on a phone: every column of the table, none cut off by the screen's edge. */
export function LicenceCard({ licence }: { licence: Licence }) {
  const { t } = useTranslation('identity-account');
  return (
    <Card withBorder padding="sm" data-testid="licence-card">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {licence.key}
          </Text>
          <Badge
            color={LICENCE_STATUS_COLOURS[licence.status]}
            style={{ flexShrink: 0 }}
            data-testid="licence-status"
            data-status={licence.status}
          >
            {t(`licences.statuses.${licence.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{licence.modules.map((module) => t(`licences.moduleNames.${module}`)).join(', ')}</Text>
        <Text size="sm" c="dimmed">
          {t('licences.start')}: {dayOf(licence.start)} · {t('licences.end')}:{' '}
          <span data-testid="licence-end">{dayOf(licence.end)}</span>
        </Text>
        <Text size="sm" c="dimmed" data-testid="licence-sms">
          {t('licences.smsMonthly')}: {licence.monthlySms}
        </Text>
      </Stack>
    </Card>
  );
}
