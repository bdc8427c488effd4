import type { CreatedAppPassword, PhoneSync } from '@ds/domain';
import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useCreateAppPassword } from '../api/phone-sync-api';
import { CopyableValue } from './copyable-value';

/** Server address, user name and a freshly generated password: what a phone asks for (spec §2). */
export function ConnectionSection({ sync }: { sync: PhoneSync }) {
  const { t } = useTranslation('calendar-phone-sync');
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<CreatedAppPassword | null>(null);
  const create = useCreateAppPassword();
  const server = new URL(sync.caldavUrl).host;

  const generate = () =>
    create.mutate(label.trim() || t('generate.defaultLabel'), {
      onSuccess: (password) => {
        setCreated(password);
        setLabel('');
      },
    });

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('connection.title')}
        </Title>
        <CopyableValue label={t('connection.url')} value={sync.caldavUrl} testId="caldav-url" />
        <CopyableValue label={t('connection.username')} value={sync.username} testId="caldav-username" />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('connection.password')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('connection.passwordHint')}
          </Text>
        </Stack>
        {created ? (
          <Alert color="green" icon={<IconKey size={18} />} data-testid="new-app-password-alert">
            <Stack gap="sm">
              <Text size="sm">{t('generate.shownOnce', { label: created.label })}</Text>
              <CopyableValue label={t('connection.password')} value={created.password} testId="new-app-password" />
              <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => setCreated(null)}>
                {t('generate.done')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('generate.label')}
              placeholder={t('generate.placeholder')}
              value={label}
              maxLength={60}
              onChange={(event) => setLabel(event.currentTarget.value)}
              style={{ flex: '1 1 12rem' }}
            />
            <Button leftSection={<IconKey size={16} />} loading={create.isPending} onClick={generate}>
              {t('generate.submit')}
            </Button>
          </Group>
        )}
        <ErrorAlert error={create.error} />
        <List size="sm" spacing="xs">
          <List.Item>{t('connection.iphone', { server })}</List.Item>
          <List.Item>{t('connection.android')}</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
