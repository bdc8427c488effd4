import { domainInput, objectiveInput, skillInput, themeInput } from '@ds/domain';
import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { ApiError } from '@/lib/api-client';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { type PartLevel, type PartValues, useReadTrainingCard, useSavePart } from '../api/training-cards-api';
import { partOf } from '../model/card-order';

const SCHEMAS: { [Level in PartLevel]: z.ZodType<PartValues[Level]> } = {
  domain: domainInput,
  theme: themeInput,
  objective: objectiveInput,
  skill: skillInput,
};

/** What the form edits, whatever the level: each level shows its own fields. */
interface Draft {
  name: string;
  format: string;
  skillText: string;
  text: string;
  pedagogicalObjective: string;
  enabled: boolean;
}

function candidateOf(level: PartLevel, draft: Draft): unknown {
  switch (level) {
    case 'domain':
      return { name: draft.name, format: draft.format, skillText: draft.skillText };
    case 'theme':
      return { name: draft.name, enabled: draft.enabled };
    case 'objective':
      return { text: draft.text };
    case 'skill':
      return { name: draft.name, pedagogicalObjective: draft.pedagogicalObjective, enabled: draft.enabled };
  }
}

type Part = { id: string } & Partial<Draft>;

function draftOf(part: Part | null): Draft {
  return {
    name: part?.name ?? '',
    format: part?.format ?? '',
    skillText: part?.skillText ?? '',
    text: part?.text ?? '',
    pedagogicalObjective: part?.pedagogicalObjective ?? '',
    enabled: part?.enabled ?? true,
  };
}

/**
 * A domain, theme, objective or skill of a card: `part` null adds one under `parentId`, last;
 * otherwise it changes that one, at the card's version the form opened on. Checked with the
 * domain schema the server uses.
 */
export function PartForm<Level extends PartLevel>({
  level,
  parentId,
  cardId,
  cardVersion,
  part,
  onSaved,
}: {
  level: Level;
  parentId: string;
  cardId: string;
  cardVersion: number;
  part: Part | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('training-cards');
  const [draft, setDraft] = useState<Draft>(() => draftOf(part));
  const readCard = useReadTrainingCard();
  const opened = useOpenedRecord<Part & { version: number }>(part && { ...part, version: cardVersion }, {
    read: async () => {
      const card = await readCard(cardId);
      const fresh = partOf(card, level, part?.id ?? '');
      if (!fresh) throw new ApiError(404, 'not_found', 'The part no longer exists');
      return { ...fresh, version: card.version };
    },
    restart: (fresh) => setDraft(draftOf(fresh)),
  });
  const { errors, submit, saving, failure, clearField, reset } = useValidatedSave({
    schema: SCHEMAS[level] as z.ZodType<PartValues[Level]>,
    namespace: 'training-cards',
    mutation: useSavePart(level, parentId),
    id: part?.id ?? null,
    version: opened.version,
    onSaved,
    fieldMessages: { format: t('errors.format') },
  });
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    clearField(key);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(candidateOf(level, draft));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {level === 'domain' && (
          <TextInput
            label={t('fields.format')}
            description={t('hints.format')}
            required
            value={draft.format}
            onChange={(event) => set('format', event.currentTarget.value)}
            error={errors.format}
          />
        )}
        {level !== 'objective' && (
          <TextInput
            label={t('fields.name')}
            required
            data-autofocus
            value={draft.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
          />
        )}
        {level === 'domain' && (
          <Textarea
            label={t('fields.skillText')}
            autosize
            minRows={2}
            value={draft.skillText}
            onChange={(event) => set('skillText', event.currentTarget.value)}
            error={errors.skillText}
          />
        )}
        {level === 'objective' && (
          <Textarea
            label={t('fields.objective')}
            required
            data-autofocus
            autosize
            minRows={2}
            value={draft.text}
            onChange={(event) => set('text', event.currentTarget.value)}
            error={errors.text}
          />
        )}
        {level === 'skill' && (
          <Textarea
            label={t('fields.pedagogicalObjective')}
            autosize
            minRows={2}
            value={draft.pedagogicalObjective}
            onChange={(event) => set('pedagogicalObjective', event.currentTarget.value)}
            error={errors.pedagogicalObjective}
          />
        )}
        {(level === 'theme' || level === 'skill') && (
          <Switch
            label={t('fields.enabled')}
            checked={draft.enabled}
            onChange={(event) => set('enabled', event.currentTarget.checked)}
          />
        )}
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons saving={saving} />
      </Stack>
    </form>
  );
}
