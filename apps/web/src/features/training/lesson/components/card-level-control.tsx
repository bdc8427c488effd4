import { DEFAULT_TRAINING_CARD_LEVEL, TRAINING_CARD_LEVELS } from '@ds/domain';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { usePermissions } from '@/lib/permissions';
import { useChangeCardLevel } from '../api/lessons-api';

/**
 * Spec §4 Training card level, changed at will: how much of the card the lesson screen shows
 * (1 the skills, 2 with the theme's objectives, 3 with the pedagogical objectives too).
 */
export function CardLevelControl() {
  const { t } = useTranslation('training-lesson');
  const { me } = usePermissions();
  const change = useChangeCardLevel();
  const level = me?.trainingCardLevel ?? DEFAULT_TRAINING_CARD_LEVEL;
  return (
    <Stack gap={4} data-testid="card-level">
      <Text size="sm" fw={500}>
        {t('cardLevel')}
      </Text>
      <SegmentedControl
        fullWidth
        aria-label={t('cardLevel')}
        value={String(level)}
        onChange={(value) => change.mutate(Number(value))}
        data={TRAINING_CARD_LEVELS.map((value) => ({ value: String(value), label: String(value) }))}
        disabled={change.isPending}
      />
      <Text size="xs" c="dimmed">
        {t(`cardLevels.${level}`)}
      </Text>
      <ErrorAlert error={change.error} />
    </Stack>
  );
}
