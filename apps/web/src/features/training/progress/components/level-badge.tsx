import { EVALUATION_LEVEL_KEYS, type EvaluationLevel } from '@ds/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One colour per level of the scale, from red (explained) to green (autonomous). */
export const LEVEL_COLOURS: Record<EvaluationLevel, string> = {
  0: 'gray',
  1: 'red',
  2: 'orange',
  3: 'yellow',
  4: 'lime',
  5: 'green',
};

/** A level of the 0–5 scale (spec §3), colour-coded, its name spelled out for screen readers and on hover. */
export function LevelBadge({ level, ...props }: { level: EvaluationLevel } & BadgeProps) {
  const { t } = useTranslation('training-lesson');
  const name = `${level} – ${t(`scale.${EVALUATION_LEVEL_KEYS[level]}`)}`;
  return (
    <Badge color={LEVEL_COLOURS[level]} variant="filled" title={name} aria-label={name} {...props}>
      {level}
    </Badge>
  );
}
