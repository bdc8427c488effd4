import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/lib/format';
import { type SecurityOverview, useRevoke } from '../api/accounts-api';

const when = (value: string) => `${formatDate(new Date(value))} ${formatTime(new Date(value))}`;

/** My open sessions and remembered devices, each revocable. */
export function SessionsList({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation('identity-account');
  const revokeSession = useRevoke('sessions');
  const revokeDevice = useRevoke('devices');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('security.sessions')}
      </Title>
      {overview.sessions.map((session) => (
        <Group key={session.id} justify="space-between" wrap="nowrap" data-testid="session-row">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" truncate>
              {session.userAgent ?? t('security.unknownDevice')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('security.lastSeen', { when: when(session.lastSeenAt) })} · {session.ip}
            </Text>
          </div>
          {session.current ? (
            <Badge style={{ flexShrink: 0 }}>{t('security.current')}</Badge>
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              style={{ flexShrink: 0 }}
              onClick={() => revokeSession.mutate(session.id)}
            >
              {t('security.revoke')}
            </Button>
          )}
        </Group>
      ))}
      <Title order={2} size="h4" mt="md">
        {t('security.devices')}
      </Title>
      {overview.devices.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('security.noDevices')}
        </Text>
      )}
      {overview.devices.map((device) => (
        <Group key={device.id} justify="space-between" wrap="nowrap" data-testid="device-row">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" truncate>
              {device.userAgent ?? t('security.unknownDevice')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('security.lastUsed', { when: when(device.lastUsedAt) })}
            </Text>
          </div>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            style={{ flexShrink: 0 }}
            onClick={() => revokeDevice.mutate(device.id)}
          >
            {t('security.forget')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
