import { licenceKeySchema } from '@ds/domain';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useActivateLicence } from '../api/licences-api';

/** Activating a licence key (spec §4 Licence: not yet activated → activated). */
export function LicenceActivation() {
  const { t } = useTranslation('identity-account');
  const [key, setKey] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const activate = useActivateLicence();
  const keyValid = licenceKeySchema.safeParse(key).success;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!keyValid) return;
    activate.mutate(key, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('licences.activated') });
        setKey('');
        setSubmitted(false);
      },
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="licence-activation-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="licence-activation-title">
          {t('licences.activationTitle')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('licences.key')}
              name="licence-key"
              placeholder="XXXX-XXXX-XXXX-XXXX"
              value={key}
              onChange={(event) => setKey(event.currentTarget.value)}
              error={submitted && !keyValid ? t('licences.keyFormat') : undefined}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" loading={activate.isPending}>
              {t('licences.activate')}
            </Button>
          </Group>
          <ErrorAlert error={activate.error} />
        </form>
      </Stack>
    </Paper>
  );
}
