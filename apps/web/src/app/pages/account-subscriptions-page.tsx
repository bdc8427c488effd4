import { passesAdminLicence, type SmsCredits } from '@ds/domain';
import { Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MyOrders, SubscribeShop } from '@/features/commerce';
import { LicenceActivation, MyLicences, useRefreshLicences } from '@/features/identity';
import { actorOf } from '@/lib/actor';
import { api } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';

const SMS_CREDITS_KEY = ['sms-credits'] as const;

/**
 * The whole SMS the school has left this month (credits are kept in hundredths), for those who
 * read the communications (the admin licence's), unless they send through an account of their own.
 */
function useSmsLeft(): number | undefined {
  const { me, ability } = usePermissions();
  const actor = actorOf(me);
  const credits = useQuery({
    queryKey: SMS_CREDITS_KEY,
    queryFn: () => api<SmsCredits>('/sms-credits'),
    enabled: actor !== null && ability.can('read', 'communication') && passesAdminLicence(actor.roles, actor.licences),
  });
  if (!credits.data || credits.data.ownAccount) return undefined;
  return Math.max(0, Math.floor(credits.data.available / 100));
}

/**
 * /account/subscriptions (spec §2: "a shop to subscribe, licence activation and my subscriptions"):
 * commerce's shop, identity's key activation and licences, then my orders. An order turning paid
 * reads the licences, the session user and the SMS credits again, so what the new licence opens
 * appears at once.
 */
export function AccountSubscriptionsPage() {
  const { t } = useTranslation('pages');
  const client = useQueryClient();
  const refreshLicences = useRefreshLicences();
  const smsLeft = useSmsLeft();
  const onPaid = async () => {
    await refreshLicences();
    await client.invalidateQueries({ queryKey: SMS_CREDITS_KEY });
  };
  return (
    <Stack maw={960} mx="auto" w="100%" gap="lg">
      <Title order={1} size="h2">
        {t('titles.accountSubscriptions')}
      </Title>
      <SubscribeShop />
      <LicenceActivation />
      <MyLicences smsLeft={smsLeft} />
      <MyOrders onPaid={() => void onPaid()} />
    </Stack>
  );
}
