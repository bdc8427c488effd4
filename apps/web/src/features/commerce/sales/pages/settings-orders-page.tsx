import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SalesList } from '../components/sales-list';

/** /settings/orders: every order of the product's shops, for its administrator (spec §2 Settings, orders list). */
export function SettingsOrdersPage() {
  const { t } = useTranslation(['commerce-sales', 'pages']);
  return (
    <Stack maw={1200} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('pages:titles.settingsOrders')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('introAll')}
      </Text>
      <SalesList scope="all" />
    </Stack>
  );
}
