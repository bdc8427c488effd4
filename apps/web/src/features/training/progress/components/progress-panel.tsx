import type { Progress } from '@ds/domain';
import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProgressTree } from './progress-tree';
import { ReadinessList } from './readiness-list';

/**
 * A student's progress on one card (issue 7): the cards he was taught on to choose from, exam
 * readiness per domain, and every skill's latest level with its history.
 */
export function ProgressPanel({
  progress,
  onCardChange,
}: {
  progress: Progress;
  onCardChange: (cardId: string) => void;
}) {
  const { t } = useTranslation('training-progress');
  const { card } = progress;
  if (!card) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Stack gap="md" data-testid="progress">
      {progress.cards.length > 1 && (
        <Select
          label={t('card')}
          data={progress.cards.map((entry) => ({ value: entry.id, label: entry.name }))}
          value={card.id}
          onChange={(value) => value && onCardChange(value)}
          allowDeselect={false}
        />
      )}
      <ReadinessList card={card} readiness={progress.readiness} />
      <ProgressTree card={card} progress={progress} />
    </Stack>
  );
}
