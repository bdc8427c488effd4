import { type TrainingRoute, trainingRouteInput } from '@ds/domain';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadTrainingRoute, useSaveTrainingRoute } from '../api/training-routes-api';

/** A training route's label and description (spec §3 Route). */
export function TrainingRouteForm({ route, onSaved }: { route: TrainingRoute | null; onSaved: () => void }) {
  const { t } = useTranslation('catalogue-routes');
  const [label, setLabel] = useState(route?.label ?? '');
  const [description, setDescription] = useState(route?.description ?? '');
  const readRoute = useReadTrainingRoute();
  const opened = useOpenedRecord(route, {
    read: () => readRoute(route?.id ?? ''),
    restart: (fresh) => {
      setLabel(fresh.label);
      setDescription(fresh.description);
    },
  });
  const { errors, submit, saving, failure, reset } = useValidatedSave({
    schema: trainingRouteInput,
    namespace: 'catalogue-routes',
    mutation: useSaveTrainingRoute(),
    id: route?.id ?? null,
    version: opened.version,
    onSaved: () => {
      notifications.show({ color: 'green', message: t('saved') });
      onSaved();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ label, description });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('label')}
          name="label"
          required
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          error={errors.label}
        />
        <Textarea
          label={t('description')}
          name="description"
          autosize
          minRows={3}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
        />
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons saving={saving} />
      </Stack>
    </form>
  );
}
