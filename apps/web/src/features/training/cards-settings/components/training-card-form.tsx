import {
  DEFAULT_TRAINING_CARD_LEVEL,
  TRAINING_CARD_LANGUAGES,
  TRAINING_CARD_LEVELS,
  type TrainingCardSummary,
  trainingCardInput,
} from '@ds/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadTrainingCard, useSaveTrainingCard } from '../api/training-cards-api';

/** A card's name, language, level and the last day it is used (spec §3 Training card). */
export function TrainingCardForm({
  card,
  onSaved,
}: {
  card: TrainingCardSummary | null;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation('training-cards');
  const [name, setName] = useState(card?.name ?? '');
  const [language, setLanguage] = useState<string | null>(card?.language ?? null);
  const [level, setLevel] = useState(String(card?.level ?? DEFAULT_TRAINING_CARD_LEVEL));
  const [validUntil, setValidUntil] = useState(card?.validUntil ?? '');
  const readCard = useReadTrainingCard();
  const opened = useOpenedRecord(card, {
    read: () => readCard(card?.id ?? ''),
    restart: (fresh) => {
      setName(fresh.name);
      setLanguage(fresh.language);
      setLevel(String(fresh.level));
      setValidUntil(fresh.validUntil ?? '');
    },
  });
  const { errors, submit, saving, failure, reset } = useValidatedSave({
    schema: trainingCardInput,
    namespace: 'training-cards',
    mutation: useSaveTrainingCard(),
    id: card?.id ?? null,
    version: opened.version,
    onSaved: (saved) => {
      notifications.show({ color: 'green', message: t('cardSaved') });
      onSaved(saved.id);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ name, language, level: Number(level), validUntil: validUntil || null });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fields.cardName')}
          required
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <Select
          label={t('fields.language')}
          required
          data={TRAINING_CARD_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          value={language}
          onChange={setLanguage}
          error={errors.language}
          allowDeselect={false}
        />
        <Select
          label={t('fields.level')}
          description={t('hints.level')}
          data={TRAINING_CARD_LEVELS.map((value) => ({ value: String(value), label: t(`levels.${value}`) }))}
          value={level}
          onChange={(value) => setLevel(value ?? String(DEFAULT_TRAINING_CARD_LEVEL))}
          error={errors.level}
          allowDeselect={false}
        />
        <TextInput
          type="date"
          label={t('fields.validUntil')}
          description={t('hints.validUntil')}
          value={validUntil}
          onChange={(event) => setValidUntil(event.currentTarget.value)}
          error={errors.validUntil}
        />
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons saving={saving} />
      </Stack>
    </form>
  );
}
