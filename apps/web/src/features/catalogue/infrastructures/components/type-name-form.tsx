import { type InfrastructureType, infrastructureTypeInput } from '@ds/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadInfrastructureType, useSaveInfrastructureType } from '../api/infrastructures-api';

/** One line: the name of a new type with "Add", or of an existing type with "Rename". */
export function TypeNameForm({ type }: { type?: InfrastructureType }) {
  const { t } = useTranslation('catalogue-infrastructures');
  const [name, setName] = useState(type?.name ?? '');
  const readType = useReadInfrastructureType();
  // The line stays open after a rename: the next one names the version that rename made.
  const opened = useOpenedRecord(type ?? null, {
    read: () => readType(type?.id ?? ''),
    restart: (fresh) => setName(fresh.name),
  });
  const { errors, submit, saving, failure, reset } = useValidatedSave({
    schema: infrastructureTypeInput,
    namespace: 'catalogue-infrastructures',
    mutation: useSaveInfrastructureType(),
    id: type?.id ?? null,
    version: opened.version,
    onSaved: (saved) => {
      notifications.show({ color: 'green', message: t('types.saved') });
      if (type) opened.saved(saved);
      else setName('');
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ name });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={type ? undefined : t('types.new')}
          aria-label={type ? t('types.nameOf', { name: type.name }) : undefined}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <Button type="submit" variant={type ? 'light' : 'filled'} loading={saving} mt={type ? 0 : 24}>
          {type ? t('types.rename') : t('types.add')}
        </Button>
      </Group>
      <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
    </form>
  );
}
