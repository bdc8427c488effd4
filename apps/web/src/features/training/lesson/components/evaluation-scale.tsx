import { EVALUATION_LEVEL_KEYS, EVALUATION_LEVELS, type EvaluationLevel } from '@ds/domain';
import { SegmentedControl, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The 0–5 scale of one skill (spec §3), each level named for screen readers. */
export function EvaluationScale({
  skillName,
  level,
  onChange,
}: {
  skillName: string;
  level: EvaluationLevel;
  onChange: (level: EvaluationLevel) => void;
}) {
  const { t } = useTranslation('training-lesson');
  return (
    <SegmentedControl
      fullWidth
      aria-label={t('levelOf', { name: skillName })}
      value={String(level)}
      onChange={(value) => onChange(Number(value) as EvaluationLevel)}
      data={EVALUATION_LEVELS.map((value) => ({
        value: String(value),
        label: (
          <span title={t(`scale.${EVALUATION_LEVEL_KEYS[value]}`)}>
            <span aria-hidden>{value}</span>
            <VisuallyHidden>{`${value} – ${t(`scale.${EVALUATION_LEVEL_KEYS[value]}`)}`}</VisuallyHidden>
          </span>
        ),
      }))}
    />
  );
}

/** The legend of the scale (spec §2: the lesson legend). */
export function EvaluationLegend() {
  const { t } = useTranslation('training-lesson');
  return (
    <Table withRowBorders={false} verticalSpacing={2} data-testid="lesson-legend">
      <Table.Tbody>
        {EVALUATION_LEVELS.map((value) => (
          <Table.Tr key={value}>
            <Table.Td w={24}>
              <Text fw={700} size="sm">
                {value}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t(`scale.${EVALUATION_LEVEL_KEYS[value]}`)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
