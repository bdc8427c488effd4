import type { ResourceQuota } from '@ds/domain';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../model/file-size';

/** Spec §5: "X MB of 500 MB used" (small amounts in KB), what my uploads take of the quota, orange past 90 %. */
export function QuotaBar({ quota }: { quota: ResourceQuota }) {
  const { t, i18n } = useTranslation('resources-library');
  const share = quota.limitBytes > 0 ? Math.min(100, (quota.usedBytes / quota.limitBytes) * 100) : 0;
  const size = (bytes: number) => {
    const { unit, value } = fileSize(bytes, i18n.language);
    return t(`size.${unit}`, { value });
  };
  const text = t('quota.used', { used: size(quota.usedBytes), limit: size(quota.limitBytes) });
  return (
    <Stack gap={4} data-testid="resource-quota">
      <Text size="sm">{text}</Text>
      <Progress
        value={Math.round(share * 10) / 10}
        color={share >= 90 ? 'orange' : 'blue'}
        size="sm"
        aria-label={t('quota.label')}
      />
    </Stack>
  );
}
