import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { swissDayAndTime } from '@/lib/format';
import { useMyPurchases } from '../api/checkout-api';
import { ResourceLinks } from '../components/purchase-delivery';

/**
 * /external-resources (spec §2, the resources' external variant): the resources I bought in the
 * shop, by purchase, to download; none yet points to the shop.
 */
export function ExternalResourcesPage() {
  const { t } = useTranslation('commerce-checkout');
  const purchases = useMyPurchases();
  const withResources = (purchases.data ?? []).filter(
    (purchase) => purchase.status === 'paid' && (purchase.delivery?.resources.length ?? 0) > 0,
  );
  return (
    <Stack maw={720} mx="auto" w="100%" gap="md">
      <Title order={1} size="h2">
        {t('external.title')}
      </Title>
      <Text c="dimmed">{t('external.intro')}</Text>
      {purchases.isPending && (
        <Center>
          <Loader />
        </Center>
      )}
      <ErrorAlert error={purchases.error} />
      {purchases.data && withResources.length === 0 && (
        <Paper withBorder p="md" data-testid="external-resources-empty">
          <Text>
            {t('external.empty')}{' '}
            <Anchor component={Link} to="/shop" underline="always">
              {t('external.toShop')}
            </Anchor>
          </Text>
        </Paper>
      )}
      {withResources.map((purchase) => (
        <Paper
          key={purchase.id}
          withBorder
          p="md"
          component="section"
          aria-labelledby={`purchase-${purchase.id}`}
          data-testid="external-purchase"
        >
          <Stack gap="xs">
            <Title order={2} size="h4" id={`purchase-${purchase.id}`} style={{ overflowWrap: 'anywhere' }}>
              {purchase.article.label}
            </Title>
            <Text size="sm" c="dimmed">
              {t('purchase.numberAndDate', {
                number: purchase.number,
                date: swissDayAndTime(new Date(purchase.paidAt ?? purchase.createdAt)).day,
              })}
            </Text>
            <ResourceLinks resources={purchase.delivery?.resources ?? []} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
