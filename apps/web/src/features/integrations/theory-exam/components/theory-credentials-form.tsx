import { type TheoryCredentials, theoryCredentialsInput } from '@ds/domain';
import { Alert, Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { ApiError } from '@/lib/api-client';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { formatDate } from '@/lib/format';
import { useForgetTheoryCredentials, useSaveTheoryCredentials } from '../api/theory-exam-api';

const NAMESPACE = 'integrations-theory-exam';
const STATUS_COLOURS = { none: 'gray', unchecked: 'yellow', verified: 'green', refused: 'red' } as const;

/** A refusal the form itself shows (its status and alert), rather than as a generic error. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.code === 'theory_credentials_invalid';

/**
 * The user's username and password at the theory-exam service (spec §3 Credentials): saved, then
 * checked at the service at once. Refused ones are said so, to be entered again (spec §8). The
 * same form on /account/me and, when they are missing or refused, on /theory-test.
 */
export function TheoryCredentialsForm({ credentials }: { credentials: TheoryCredentials }) {
  const { t } = useTranslation(NAMESPACE);
  const save = useSaveTheoryCredentials();
  const forget = useForgetTheoryCredentials();
  const [username, setUsername] = useState(credentials.username ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});

  useEffect(() => setUsername(credentials.username ?? ''), [credentials.username]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = theoryCredentialsInput.safeParse({ username, password });
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, NAMESPACE));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      setPassword('');
      notifications.show({ color: 'green', message: t('credentials.verified') });
    } catch (error) {
      setErrors(apiFieldMessages(error, t, NAMESPACE));
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="theory-credentials-form">
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">{t('credentials.state')}</Text>
          <Badge color={STATUS_COLOURS[credentials.status]} variant="light" data-testid="theory-credentials-status">
            {t(`credentials.status.${credentials.status}`, {
              day: credentials.verifiedAt ? formatDate(new Date(credentials.verifiedAt)) : '',
            })}
          </Badge>
        </Group>
        {credentials.status === 'refused' && (
          <Alert color="red" role="alert" data-testid="theory-credentials-refused">
            {t('errors:codes.theory_credentials_invalid')}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('credentials.intro')}
        </Text>
        <TextInput
          label={t('credentials.username')}
          name="theoryUsername"
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={errors.username}
          required
        />
        <PasswordInput
          label={t('credentials.password')}
          name="theoryPassword"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          required
        />
        {!isRefusal(save.error) && <ErrorAlert error={save.error ?? forget.error} />}
        <Group justify="flex-end" gap="xs">
          {credentials.status !== 'none' && (
            <Button variant="subtle" color="red" onClick={() => forget.mutate()} loading={forget.isPending}>
              {t('credentials.forget')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid="theory-credentials-save">
            {t('credentials.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
