import { isEvaluationLevel, type Progress, type TrainingCard } from '@ds/domain';
import { Accordion, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { LevelBadge } from './level-badge';

type Evaluated = Progress['history'][number];

function groupBySkill(history: Evaluated[]): Map<string, Evaluated[]> {
  const grouped = new Map<string, Evaluated[]>();
  for (const entry of history) grouped.set(entry.skillId, [...(grouped.get(entry.skillId) ?? []), entry]);
  return grouped;
}

/** One skill: its latest level, colour-coded, and every evaluation before it, oldest first. */
function SkillProgress({
  name,
  latest,
  history,
}: {
  name: string;
  latest?: Progress['latest'][number];
  history: Evaluated[];
}) {
  const { t } = useTranslation('training-progress');
  const evaluated = history.filter((entry) => isEvaluationLevel(entry.level) && entry.level > 0);
  return (
    <Stack gap={2} data-testid="progress-skill">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {latest && isEvaluationLevel(latest.level) ? (
          <LevelBadge level={latest.level} size="lg" data-testid="latest-level" />
        ) : (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('notYet')}
          </Text>
        )}
      </Group>
      {evaluated.length > 0 && (
        <Group gap={4} aria-label={t('historyOf', { name })} data-testid="skill-history">
          <Text size="xs" c="dimmed">
            {t('history')}
          </Text>
          {evaluated.map((entry) =>
            isEvaluationLevel(entry.level) ? (
              <Group key={`${entry.lessonId}-${entry.evaluatedAt}`} gap={2} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {formatDate(new Date(entry.evaluatedAt))}
                </Text>
                <LevelBadge level={entry.level} size="xs" />
              </Group>
            ) : null,
          )}
        </Group>
      )}
    </Stack>
  );
}

/** The card, domain by domain and theme by theme, with each skill in use and its levels. */
export function ProgressTree({ card, progress }: { card: TrainingCard; progress: Progress }) {
  const latest = new Map(progress.latest.map((entry) => [entry.skillId, entry]));
  const history = groupBySkill(progress.history);
  return (
    <Accordion multiple variant="contained" data-testid="progress-tree">
      {card.tree.map((domain) => (
        <Accordion.Item key={domain.id} value={domain.id}>
          <Accordion.Control>
            {domain.format} {domain.name}
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              {domain.themes
                .filter((theme) => theme.enabled)
                .map((theme) => (
                  <Stack key={theme.id} gap={6}>
                    <Text fw={600} size="sm">
                      {theme.name}
                    </Text>
                    {theme.skills
                      .filter((skill) => skill.enabled)
                      .map((skill) => (
                        <SkillProgress
                          key={skill.id}
                          name={skill.name}
                          latest={latest.get(skill.id)}
                          history={history.get(skill.id) ?? []}
                        />
                      ))}
                  </Stack>
                ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
