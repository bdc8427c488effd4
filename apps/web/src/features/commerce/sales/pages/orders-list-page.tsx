import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '@/lib/permissions';
import { MyPurchases } from '../components/my-purchases';
import { SalesList } from '../components/sales-list';

const TABS = ['sales', 'purchases'] as const;
type Tab = (typeof TABS)[number];

/**
 * /account/orders-list (spec §2): what I sold (my school's sales for its head) and what I bought.
 * Someone who sells nothing (a learner, an employee) sees his purchases alone.
 */
export function OrdersListPage() {
  const { t } = useTranslation(['commerce-sales', 'pages']);
  const sells = usePermissions().ability.can('manage', 'shop');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = sells && asked !== 'purchases' ? 'sales' : 'purchases';
  return (
    <Stack maw={1200} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('pages:titles.ordersList')}
      </Title>
      {sells ? (
        <Tabs value={tab} onChange={(next) => setParams(next === 'purchases' ? { tab: next } : {}, { replace: true })}>
          <Tabs.List>
            <Tabs.Tab value="sales">{t('tabs.sales')}</Tabs.Tab>
            <Tabs.Tab value="purchases">{t('tabs.purchases')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sales" pt="md">
            <Stack gap="sm">
              <Text c="dimmed" size="sm">
                {t('intro')}
              </Text>
              <SalesList scope="mine" />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="purchases" pt="md">
            {tab === 'purchases' && <MyPurchases />}
          </Tabs.Panel>
        </Tabs>
      ) : (
        <MyPurchases />
      )}
    </Stack>
  );
}
