import type { SmsCredits } from '@ds/domain';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MyOrders, SubscribeShop } from '@/features/commerce';
import { LicenceActivation, MyLicences, useRefreshLicences } from '@/features/identity';
import { api } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';

/** The whole SMS the school has left this month (credits are kept in hundredths), unless it sends through its own account. */
function useSmsLeft(enabled: boolean): number | undefined {
  const credits = useQuery({
    queryKey: ['sms-credits'],
    queryFn: () => api<SmsCredits>('/sms-credits'),
    enabled,
  });
  if (!credits.data || credits.data.ownAccount) return undefined;
  return Math.max(0, Math.floor(credits.data.available / 100));
}

/**
 * /account/subscriptions (spec §2: "a shop to subscribe, licence activation and my subscriptions"):
 * commerce's shop, identity's key activation and licences, then my orders. An order turning paid
 * reads the licences and the session user again, so the menus of the new licence appear at once.
 */
export function AccountSubscriptionsPage() {
  const { t } = useTranslation('pages');
  const { ability } = usePermissions();
  const refreshLicences = useRefreshLicences();
  const smsLeft = useSmsLeft(ability.can('read', 'communication'));
  return (
    <Stack maw={960} mx="auto" w="100%" gap="lg">
      <Title order={1} size="h2">
        {t('titles.accountSubscriptions')}
      </Title>
      <SubscribeShop />
      <LicenceActivation />
      <MyLicences smsLeft={smsLeft} />
      <MyOrders onPaid={() => void refreshLicences()} />
    </Stack>
  );
}
