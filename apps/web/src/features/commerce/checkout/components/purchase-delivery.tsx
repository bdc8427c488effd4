import { type ShopDelivery, toCentimes } from '@ds/domain';
import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { formatChf } from '@/lib/format-chf';
import { CopyCode } from './copy-code';

/** Resources to download, each a link opening in a new tab. */
export function ResourceLinks({ resources }: { resources: ShopDelivery['resources'] }) {
  const { t } = useTranslation('commerce-checkout');
  return (
    <List spacing={4} listStyleType="none" data-testid="delivered-resources">
      {resources.map((resource) => (
        <List.Item key={resource.id} data-testid="delivered-resource">
          <Anchor
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('delivery.downloadNamed', { name: resource.name })}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6, overflowWrap: 'anywhere' }}
          >
            <IconDownload size={16} aria-hidden style={{ flexShrink: 0 }} />
            {resource.name}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/** Codes to type elsewhere (licences, vouchers), each with what it is worth; nothing when there is none. */
function CodeList({
  title,
  testId,
  items,
}: {
  title: string;
  testId: string;
  items: { code: string; note: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm">{title}</Text>
      {items.map((item) => (
        <Group key={item.code} gap="xs" wrap="wrap">
          <CopyCode code={item.code} />
          <Text size="sm" c="dimmed">
            {item.note}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** What a paid purchase delivered: resources to download, licence codes, voucher codes, SMS credited. */
export function PurchaseDelivery({ delivery }: { delivery: ShopDelivery }) {
  const { t } = useTranslation('commerce-checkout');
  return (
    <Stack gap="sm" data-testid="purchase-delivery">
      <Title order={2} size="h4">
        {t('delivery.title')}
      </Title>
      {delivery.resources.length > 0 && <ResourceLinks resources={delivery.resources} />}
      <CodeList
        title={t('delivery.licences')}
        testId="delivered-licences"
        items={delivery.theoryLicences.map((licence) => ({
          code: licence.code,
          note: t('delivery.licenceDays', { count: licence.days }),
        }))}
      />
      <CodeList
        title={t('delivery.vouchers')}
        testId="delivered-vouchers"
        items={delivery.vouchers.map((voucher) => ({
          code: voucher.code,
          note: t('delivery.voucherWorth', {
            amount: formatChf(toCentimes(voucher.amount)),
            date: formatDate(voucher.validTo),
          }),
        }))}
      />
      {delivery.sms > 0 && (
        <Text size="sm" data-testid="delivered-sms">
          {t('delivery.sms', { count: delivery.sms })}
        </Text>
      )}
    </Stack>
  );
}
