import { type SariCredentials, sariCredentialsInput } from '@ds/domain';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { swissMoment } from '@/lib/format';
import {
  useDeleteSariCredentials,
  useSariCredentials,
  useSaveSariCredentials,
  useTestSariCredentials,
} from '../api/registries-api';

type Form = { username: string; clientId: string; clientSecret: string; password: string };
type Field = keyof Form;

const empty: Form = { username: '', clientId: '', clientSecret: '', password: '' };

function SariAccountState({ account }: { account: SariCredentials }) {
  const { t } = useTranslation('integrations-registries');
  if (account.refusedAt && (!account.verifiedAt || account.refusedAt > account.verifiedAt))
    return (
      <Alert color="red" role="status" data-testid="sari-account-state" data-state="refused">
        {t('credentials.refusedAt', { when: swissMoment(account.refusedAt) })}
      </Alert>
    );
  if (account.verifiedAt)
    return (
      <Text size="sm" c="green" data-testid="sari-account-state" data-state="verified">
        {t('credentials.verifiedAt', { when: swissMoment(account.verifiedAt) })}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed" data-testid="sari-account-state" data-state="untested">
      {t('credentials.untested')}
    </Text>
  );
}

/** The form of my SARI account, once it is read (the secret and password are never shown again). */
function SariCredentialsForm({ account }: { account: SariCredentials | null }) {
  const { t } = useTranslation('integrations-registries');
  const save = useSaveSariCredentials();
  const remove = useDeleteSariCredentials();
  const test = useTestSariCredentials();
  const [form, setForm] = useState<Form>(
    account ? { ...empty, username: account.username, clientId: account.clientId } : empty,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { currentTarget: { value: string } }) =>
    setForm({ ...form, [field]: event.currentTarget.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    test.reset();
    const parsed = sariCredentialsInput.safeParse({
      username: form.username,
      clientId: form.clientId,
      clientSecret: form.clientSecret || undefined,
      password: form.password || undefined,
    });
    const missing: Partial<Record<Field, string>> = {};
    if (!account && !form.clientSecret) missing.clientSecret = t('credentials.required');
    if (!account && !form.password) missing.password = t('credentials.required');
    const invalid = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), t('credentials.invalid')]));
    const found = { ...invalid, ...missing };
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    await save.mutateAsync(parsed.data);
    setForm({ ...form, clientSecret: '', password: '' });
    notifications.show({ color: 'green', message: t('credentials.saved') });
  };

  const stored = (set: boolean) => (set ? t('credentials.stored') : undefined);
  return (
    <form onSubmit={submit} noValidate data-testid="sari-credentials-form">
      <Stack gap="sm">
        {account && <SariAccountState account={account} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('credentials.username')}
            name="sari-username"
            autoComplete="off"
            value={form.username}
            onChange={set('username')}
            error={errors.username}
            required
          />
          <PasswordInput
            label={t('credentials.password')}
            name="sari-password"
            autoComplete="new-password"
            placeholder={stored(Boolean(account?.passwordSet))}
            value={form.password}
            onChange={set('password')}
            error={errors.password}
            required={!account}
          />
          <TextInput
            label={t('credentials.clientId')}
            name="sari-client-id"
            autoComplete="off"
            value={form.clientId}
            onChange={set('clientId')}
            error={errors.clientId}
            required
          />
          <PasswordInput
            label={t('credentials.clientSecret')}
            name="sari-client-secret"
            autoComplete="new-password"
            placeholder={stored(Boolean(account?.secretSet))}
            value={form.clientSecret}
            onChange={set('clientSecret')}
            error={errors.clientSecret}
            required={!account}
          />
        </SimpleGrid>
        {account && (
          <Text size="xs" c="dimmed">
            {t('credentials.storedHint')}
          </Text>
        )}
        <ErrorAlert error={save.error ?? remove.error ?? test.error} />
        {test.data && (
          <Alert color="green" icon={<IconCircleCheck size={18} />} role="status" data-testid="sari-test-success">
            {t('credentials.testSucceeded')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {account && (
            <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('credentials.delete')}
            </Button>
          )}
          {account && (
            <Button variant="default" loading={test.isPending} onClick={() => test.mutate()} data-testid="sari-test">
              {t('credentials.test')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid="sari-save">
            {t('credentials.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * My SARI account on /account/me (spec §3 Credentials): the client id and secret SARI's operator
 * gave the school, the user name and password; saved sealed, tested by authenticating at SARI.
 */
export function SariCredentialsSection() {
  const { t } = useTranslation('integrations-registries');
  const account = useSariCredentials();
  return (
    <Card withBorder padding="md" data-testid="sari-credentials">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('credentials.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('credentials.intro')}
        </Text>
        {account.isPending ? (
          <Loader size="sm" />
        ) : account.error ? (
          <ErrorAlert error={account.error} />
        ) : (
          <SariCredentialsForm key={account.data ? 'saved' : 'new'} account={account.data ?? null} />
        )}
      </Stack>
    </Card>
  );
}
