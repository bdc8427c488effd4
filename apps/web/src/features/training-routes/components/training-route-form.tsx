import { type TrainingRoute, trainingRouteInput } from '@ds/domain';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '../../../lib/field-errors';
import { useSaveTrainingRoute } from '../api/training-routes-api';

/** A training route's label and description (spec §3 Route). */
export function TrainingRouteForm({ route, onSaved }: { route: TrainingRoute | null; onSaved: () => void }) {
  const { t } = useTranslation('routes');
  const save = useSaveTrainingRoute();
  const [label, setLabel] = useState(route?.label ?? '');
  const [description, setDescription] = useState(route?.description ?? '');
  const [clientErrors, setClientErrors] = useState<FieldMessages>({});
  const serverErrors = apiFieldMessages(save.error, t, 'routes');
  const errors = { ...serverErrors, ...clientErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = trainingRouteInput.safeParse({ label, description });
    if (!parsed.success) {
      save.reset();
      setClientErrors(issuesToMessages(parsed.error.issues, t, 'routes'));
      return;
    }
    setClientErrors({});
    save.mutate(
      { id: route?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('saved') });
          onSaved();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
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
        {Object.keys(serverErrors).length === 0 && <ErrorAlert error={save.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
