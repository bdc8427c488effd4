import type { Skill, TrainingCard, TrainingCardSummary } from '@ds/domain';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WrappingSelect } from './wrapping-select';

export interface SkillChoice {
  cardId: string | null;
  domainId: string | null;
  themeId: string | null;
  skillIds: string[];
}

/** Spec §2 lesson initiation: a training card, one of its domains, a theme of it and its skills in use. */
export function SkillChooser({
  cards,
  card,
  choice,
  onChange,
  error,
}: {
  cards: readonly TrainingCardSummary[];
  card: TrainingCard | undefined;
  choice: SkillChoice;
  onChange: (choice: SkillChoice) => void;
  error?: string;
}) {
  const { t } = useTranslation('training-lesson');
  const domain = card?.tree.find((candidate) => candidate.id === choice.domainId);
  const themes = domain?.themes.filter((theme) => theme.enabled) ?? [];
  const theme = themes.find((candidate) => candidate.id === choice.themeId);
  const skills: Skill[] = theme?.skills.filter((skill) => skill.enabled) ?? [];
  return (
    <Stack gap="sm">
      <WrappingSelect
        label={t('card')}
        data={cards.map((entry) => ({ value: entry.id, label: entry.name }))}
        value={choice.cardId}
        onChange={(cardId) => onChange({ cardId, domainId: null, themeId: null, skillIds: [] })}
      />
      <WrappingSelect
        label={t('domain')}
        data={(card?.tree ?? []).map((entry) => ({ value: entry.id, label: `${entry.format} ${entry.name}` }))}
        value={choice.domainId}
        onChange={(domainId) => onChange({ ...choice, domainId, themeId: null, skillIds: [] })}
        disabled={!card}
      />
      <WrappingSelect
        label={t('theme')}
        data={themes.map((entry) => ({ value: entry.id, label: entry.name }))}
        value={choice.themeId}
        onChange={(themeId) => onChange({ ...choice, themeId, skillIds: [] })}
        disabled={!domain}
      />
      {theme && (
        <Checkbox.Group
          label={t('skills')}
          value={choice.skillIds}
          onChange={(skillIds) => onChange({ ...choice, skillIds })}
          error={error}
        >
          <Stack gap={6} mt={6}>
            {skills.map((skill) => (
              <Checkbox key={skill.id} value={skill.id} label={skill.name} />
            ))}
            {skills.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('noSkills')}
              </Text>
            )}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
