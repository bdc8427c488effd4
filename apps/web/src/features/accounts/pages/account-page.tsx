import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconId, IconKey, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const ENTRIES = [
  { to: '/account/me', key: 'me', icon: IconId },
  { to: '/account/security', key: 'security', icon: IconShieldLock },
  { to: '/account/subscriptions', key: 'subscriptions', icon: IconKey },
] as const;

/** /account: the hub of my account's pages. */
export function AccountPage() {
  const { t } = useTranslation('account');
  return (
    <Stack maw={960} mx="auto">
      <Title order={1} size="h2">
        {t('hub.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {ENTRIES.map(({ to, key, icon: Icon }) => (
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
