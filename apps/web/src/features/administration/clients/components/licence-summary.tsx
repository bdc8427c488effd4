import type { LicenceSummary as Summary } from '@ds/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

/** The modules a client's licences grant now, and until when the last of them runs. */
export function LicenceSummary({ licences }: { licences: Summary }) {
  const { t } = useTranslation('administration-clients');
  return (
    <Stack gap={4} align="flex-start">
      {licences.activeModules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('licences.none')}
        </Text>
      ) : (
        <Group gap={4}>
          {licences.activeModules.map((module) => (
            <Badge key={module} variant="light" size="sm">
              {t(`modules.${module}`)}
            </Badge>
          ))}
        </Group>
      )}
      {licences.latestEnd && (
        <Text size="xs" c="dimmed">
          {t('licences.until', { date: formatDate(new Date(licences.latestEnd)) })}
        </Text>
      )}
    </Stack>
  );
}
