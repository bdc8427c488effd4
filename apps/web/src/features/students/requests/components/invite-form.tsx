import { monitorInviteInput } from '@ds/domain';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useInviteStudent } from '../api/link-requests-api';

const EMPTY = { firstname: '', name: '', email: '' };

/** A monitor invites a student by e-mail: first name, name and address, errors next to each field. */
export function InviteForm() {
  const { t } = useTranslation('students-requests');
  const [values, setValues] = useState(EMPTY);
  const { errors, submit, saving, failure, clearField } = useValidatedSave({
    schema: monitorInviteInput,
    namespace: 'students-requests',
    mutation: useInviteStudent(),
    id: null,
    onSaved: (saved) => {
      notifications.show({ color: 'green', message: t('invite.sentNotice', { email: saved.student.email }) });
      setValues(EMPTY);
    },
  });
  const field = (key: keyof typeof EMPTY) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
      clearField(key);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="invite-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('invite.firstname')} required autoComplete="off" {...field('firstname')} />
          <TextInput label={t('invite.name')} required autoComplete="off" {...field('name')} />
        </SimpleGrid>
        <TextInput label={t('invite.email')} type="email" required autoComplete="off" {...field('email')} />
        <ErrorAlert error={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} leftSection={<IconMailForward size={16} />}>
            {t('invite.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
