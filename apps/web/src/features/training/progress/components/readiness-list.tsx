import type { Progress, TrainingCard } from '@ds/domain';
import { Progress as Bar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const percent = (share: number) => Math.round(share * 100);

/** Exam readiness per domain (issue 7): the share of the domain's skills at level 4 or more. */
export function ReadinessList({ card, readiness }: { card: TrainingCard; readiness: Progress['readiness'] }) {
  const { t } = useTranslation('training-progress');
  return (
    <Stack gap={6} data-testid="readiness">
      <Text fw={600} size="sm">
        {t('readiness')}
      </Text>
      {card.tree.map((domain) => {
        const entry = readiness.find((item) => item.domainId === domain.id);
        if (!entry || entry.skills === 0) return null;
        const value = percent(entry.share);
        return (
          <Stack key={domain.id} gap={2} data-testid="readiness-domain">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {domain.format} {domain.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('readyShare', { ready: entry.ready, skills: entry.skills, percent: value })}
              </Text>
            </Group>
            <Bar
              value={value}
              color={value >= 100 ? 'green' : value >= 50 ? 'lime' : 'orange'}
              aria-label={t('readinessOf', { domain: domain.name, percent: value })}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
