import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile, IconId, IconKey, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../lib/permissions';

const ENTRIES = [
  { to: '/account/me', key: 'me', icon: IconId },
  { to: '/account/security', key: 'security', icon: IconShieldLock },
  { to: '/account/subscriptions', key: 'subscriptions', icon: IconKey },
  // Phone sync is for those who hold calendars.
  { to: '/account/phone-sync', key: 'phoneSync', icon: IconDeviceMobile, manages: 'calendar' },
] as const;

/** /account: the hub of my account's pages. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const { ability } = usePermissions();
  const entries = ENTRIES.filter((entry) => !('manages' in entry) || ability.can('manage', entry.manages));
  return (
    <Stack maw={960} mx="auto">
      <Title order={1} size="h2">
        {t('hub.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {entries.map(({ to, key, icon: Icon }) => (
          <Card key={key} component={Link} to={to} withBorder padding="lg">
            <Icon size={28} />
            <Text fw={600} mt="sm">
              {t(`hub.${key}`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`hub.${key}Text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
