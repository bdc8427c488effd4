import { infrastructureTypeInput } from '@ds/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { apiFieldMessages, issuesToMessages } from '../../../lib/field-errors';
import { type InfrastructureType, useSaveInfrastructureType } from '../api/infrastructures-api';

/** One line: the name of a new type with "Add", or of an existing type with "Rename". */
export function TypeNameForm({ type }: { type?: InfrastructureType }) {
  const { t } = useTranslation('infrastructures');
  const save = useSaveInfrastructureType();
  const [name, setName] = useState(type?.name ?? '');
  const [clientError, setClientError] = useState<string | undefined>();
  const serverError = apiFieldMessages(save.error, t, 'infrastructures').name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = infrastructureTypeInput.safeParse({ name });
    if (!parsed.success) {
      save.reset();
      setClientError(issuesToMessages(parsed.error.issues, t, 'infrastructures').name);
      return;
    }
    setClientError(undefined);
    save.mutate(
      { id: type?.id ?? null, name: parsed.data.name },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('types.saved') });
          if (!type) setName('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={type ? undefined : t('types.new')}
          aria-label={type ? t('types.nameOf', { name: type.name }) : undefined}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={clientError ?? serverError}
        />
        <Button type="submit" variant={type ? 'light' : 'filled'} loading={save.isPending} mt={type ? 0 : 24}>
          {type ? t('types.rename') : t('types.add')}
        </Button>
      </Group>
      {!serverError && <ErrorAlert error={save.error} />}
    </form>
  );
}
