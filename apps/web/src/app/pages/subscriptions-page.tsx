import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminOrders, PlansPage, TheoryPriceRequests } from '@/features/commerce';
import { usePermissions } from '@/lib/permissions';
import { AccountSubscriptionsPage } from './account-subscriptions-page';

const ORDERS_TAB = 'orders';
const THEORY_PRICES_TAB = 'theory-prices';
const TABS: string[] = [ORDERS_TAB, THEORY_PRICES_TAB];

/**
 * The product administrator's subscriptions: the plans, every client's orders (`?tab=orders`) and
 * the schools' requests for the preferential theory-exam price (`?tab=theory-prices`).
 */
function ProductSubscriptions() {
  const { t } = useTranslation(['commerce-orders', 'commerce-theory-prices']);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const tab = TABS.includes(asked) ? asked : 'plans';
  return (
    <Stack maw={1100} mx="auto" w="100%">
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && TABS.includes(value) ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="plans">{t('tabs.plans')}</Tabs.Tab>
          <Tabs.Tab value={ORDERS_TAB}>{t('tabs.orders')}</Tabs.Tab>
          <Tabs.Tab value={THEORY_PRICES_TAB}>{t('commerce-theory-prices:tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plans">
          <PlansPage />
        </Tabs.Panel>
        <Tabs.Panel value={ORDERS_TAB}>
          <AdminOrders />
        </Tabs.Panel>
        <Tabs.Panel value={THEORY_PRICES_TAB}>
          <TheoryPriceRequests />
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
