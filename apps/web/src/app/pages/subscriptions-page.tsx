import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminOrders, PlansPage } from '@/features/commerce';
import { usePermissions } from '@/lib/permissions';
import { AccountSubscriptionsPage } from './account-subscriptions-page';

const ORDERS_TAB = 'orders';

/** The product administrator's subscriptions: the plans, and every client's orders (`?tab=orders`). */
function ProductSubscriptions() {
  const { t } = useTranslation('commerce-orders');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === ORDERS_TAB ? ORDERS_TAB : 'plans';
  return (
    <Stack maw={1100} mx="auto" w="100%">
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === ORDERS_TAB ? { tab: ORDERS_TAB } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="plans">{t('tabs.plans')}</Tabs.Tab>
          <Tabs.Tab value={ORDERS_TAB}>{t('tabs.orders')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plans">
          <PlansPage />
        </Tabs.Panel>
        <Tabs.Panel value={ORDERS_TAB}>
          <AdminOrders />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * /subscriptions (the Settings dropdown's "subscriptions"): the plans and orders for the product
 * administrator (who manages `admin`); for everyone else the page of /account/subscriptions.
 */
export function SubscriptionsPage() {
  const { ability } = usePermissions();
  return ability.can('manage', 'admin') ? <ProductSubscriptions /> : <AccountSubscriptionsPage />;
}
