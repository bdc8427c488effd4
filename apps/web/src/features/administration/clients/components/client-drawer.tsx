import type { ClientMember } from '@ds/domain';
import { Divider, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useClient } from '../api/clients-api';
import { BlockModal } from './block-modal';
import { ClientStatus } from './client-status';
import { ClientUsage } from './client-usage';
import { LicenceList } from './licence-list';
import { MemberList } from './member-list';
import { OrderList } from './order-list';
import { SmsCreditsPanel } from './sms-credits-panel';
import { SmsOfferModal } from './sms-offer-modal';

/** One client opened beside the list: its people, use, SMS credits, licences and orders, and the actions on them. */
export function ClientDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('administration-clients');
  const phone = useMediaQuery('(max-width: 48em)');
  const client = useClient(id);
  const [blocking, setBlocking] = useState<ClientMember | null>(null);
  const [offering, setOffering] = useState(false);
  const detail = client.data;

  return (
    <>
      <Drawer
        opened={id !== null}
        onClose={onClose}
        position="right"
        size={phone ? '100%' : 'xl'}
        title={detail?.name ?? t('detail.title')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {client.isPending && <Loader />}
        <ErrorAlert error={client.error} />
        {detail && (
          <Stack gap="md" data-testid="client-detail">
            <Stack gap={4}>
              <ClientStatus client={detail} />
              {detail.email && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {detail.email}
                </Text>
              )}
              {detail.head && <Text size="sm">{t('detail.head', { name: detail.head.name })}</Text>}
            </Stack>
            <ClientUsage usage={detail.usage} />
            <Divider />
            <SmsCreditsPanel credits={detail.smsCredits} onOffer={() => setOffering(true)} />
            <Divider />
            <MemberList members={detail.members} onToggleBlock={setBlocking} />
            <Divider />
            <LicenceList licences={detail.licenceList} />
            <Divider />
            <OrderList orders={detail.orders} />
          </Stack>
        )}
      </Drawer>
      <BlockModal member={blocking} onClose={() => setBlocking(null)} />
      <SmsOfferModal client={offering && detail ? detail : null} onClose={() => setOffering(false)} />
    </>
  );
}
