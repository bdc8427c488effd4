import type { AppPassword } from '@ds/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { formatDate, formatTime } from '@/lib/format';
import { useRevokeAppPassword } from '../api/phone-sync-api';

const when = (value: string) => `${formatDate(new Date(value))} ${formatTime(new Date(value))}`;

/** My app passwords: when each was made and last used, each revocable after a confirmation. */
export function AppPasswordsList({ passwords }: { passwords: AppPassword[] }) {
  const { t } = useTranslation('calendar-phone-sync');
  const revoke = useRevokeAppPassword();
  const confirm = (password: AppPassword) =>
    modals.openConfirmModal({
      title: t('passwords.confirmTitle'),
      children: <Text size="sm">{t('passwords.confirmText', { label: password.label })}</Text>,
      labels: { confirm: t('passwords.revoke'), cancel: t('passwords.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke
          .mutateAsync(password.id)
          .then(() => notifications.show({ color: 'green', message: t('passwords.revoked') }))
          .catch(() => undefined),
    });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('passwords.title')}
        </Title>
        {passwords.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('passwords.empty')}
          </Text>
        )}
        {passwords.map((password) => (
          <Group key={password.id} justify="space-between" wrap="nowrap" data-testid="app-password-row">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {password.label}
              </Text>
              <Text size="xs" c="dimmed">
                {t('passwords.created', { when: when(password.createdAt) })} ·{' '}
                {password.lastUsedAt
                  ? t('passwords.lastUsed', { when: when(password.lastUsedAt) })
                  : t('passwords.neverUsed')}
              </Text>
            </div>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              style={{ flexShrink: 0 }}
              onClick={() => confirm(password)}
            >
              {t('passwords.revoke')}
            </Button>
          </Group>
        ))}
        <ErrorAlert error={revoke.error} />
      </Stack>
    </Paper>
  );
}
