import type { Skill, Theme, TrainingCard } from '@ds/domain';
import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaleReload } from '@/components/stale-record-alert';
import { type PartValues, useReadTrainingCard, useSavePart } from '../api/training-cards-api';
import { PartActions } from './part-editing';
import { PartSection } from './part-section';

/**
 * A part's switch sends the card's version shown; when someone changed the card meanwhile, the
 * card is read again and a notice says so.
 */
function useSwitchSave<Level extends 'theme' | 'skill'>(level: Level, parentId: string, card: TrainingCard) {
  const save = useSavePart(level, parentId);
  const readCard = useReadTrainingCard();
  const onStale = useStaleReload();
  const toggle = (id: string, input: PartValues[Level]) =>
    save.mutate({ id, input, version: card.version }, { onError: (error) => onStale(error, () => readCard(card.id)) });
  return { toggle, busy: save.isPending };
}

/** A skill's line: its name, whether it is used in lessons, and its pedagogical objective. */
function SkillRow({ skill, themeId, card }: { skill: Skill; themeId: string; card: TrainingCard }) {
  const { t } = useTranslation('training-cards');
  const save = useSwitchSave('skill', themeId, card);
  const { name, pedagogicalObjective, enabled } = skill;
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text
          size="sm"
          c={enabled ? undefined : 'dimmed'}
          td={enabled ? undefined : 'line-through'}
          data-testid="skill-name"
        >
          {name}
        </Text>
        {pedagogicalObjective && (
          <Text size="xs" c="dimmed">
            {pedagogicalObjective}
          </Text>
        )}
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Switch
          size="xs"
          aria-label={t('enabledNamed', { name })}
          checked={enabled}
          disabled={save.busy}
          onChange={(event) =>
            save.toggle(skill.id, { name, pedagogicalObjective, enabled: event.currentTarget.checked })
          }
        />
        <PartActions level="skill" parentId={themeId} part={skill} name={name} />
      </Group>
    </Group>
  );
}

/** A theme: its name and switch, its objectives and its skills, each list in its own order. */
export function ThemeBlock({ theme, domainId, card }: { theme: Theme; domainId: string; card: TrainingCard }) {
  const { t } = useTranslation('training-cards');
  const save = useSwitchSave('theme', domainId, card);
  return (
    <Paper withBorder p="xs" data-testid="theme-block">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" c={theme.enabled ? undefined : 'dimmed'}>
            {theme.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Switch
              size="xs"
              aria-label={t('enabledNamed', { name: theme.name })}
              checked={theme.enabled}
              disabled={save.busy}
              onChange={(event) => save.toggle(theme.id, { name: theme.name, enabled: event.currentTarget.checked })}
            />
            <PartActions level="theme" parentId={domainId} part={theme} name={theme.name} />
          </Group>
        </Group>
        <PartSection
          title={t('objectives')}
          level="objective"
          parentId={theme.id}
          items={theme.objectives}
          label={(objective) => objective.text}
          render={(objective) => (
            <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
              <Text size="sm">{objective.text}</Text>
              <PartActions level="objective" parentId={theme.id} part={objective} name={objective.text} />
            </Group>
          )}
        />
        <PartSection
          title={t('skills')}
          level="skill"
          parentId={theme.id}
          items={theme.skills}
          label={(skill) => skill.name}
          render={(skill) => <SkillRow skill={skill} themeId={theme.id} card={card} />}
        />
      </Stack>
    </Paper>
  );
}
