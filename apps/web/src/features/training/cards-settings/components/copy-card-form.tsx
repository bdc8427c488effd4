import { type TrainingCardSummary, trainingCardInput } from '@ds/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '@/components/error-alert';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useCopyTrainingCard } from '../api/training-cards-api';

const copyInput = z.object({ name: trainingCardInput.shape.name });

/** Copies a card with everything in it under the name given (spec issue 7: copy a card). */
export function CopyCardForm({ card, onCopied }: { card: TrainingCardSummary; onCopied: (id: string) => void }) {
  const { t } = useTranslation('training-cards');
  const [name, setName] = useState(t('copyName', { name: card.name }));
  const { errors, submit, saving, failure } = useValidatedSave({
    schema: copyInput,
    namespace: 'training-cards',
    mutation: useCopyTrainingCard(),
    id: card.id,
    onSaved: (copy) => {
      notifications.show({ color: 'green', message: t('copied') });
      onCopied(copy.id);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ name });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fields.copyName')}
          required
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <ErrorAlert error={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('copy')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
