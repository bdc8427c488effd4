import type { Turnover } from '@ds/domain';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Figure } from '@/components/figure';
import { formatChfAmount as chf } from '@/lib/format-chf';

/** The shop's side of the range: its orders, and the gift vouchers issued and redeemed. */
export function TurnoverShop({ shop }: { shop: Turnover['shop'] }) {
  const { t } = useTranslation('accounting-turnover');
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="turnover-shop-title" data-testid="turnover-shop">
      <Title order={2} size="h4" id="turnover-shop-title" mb="xs">
        {t('shop.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Figure label={t('shop.orders')}>{shop.orders}</Figure>
        <Figure label={t('columns.total')}>{chf(shop.total)}</Figure>
        <Figure label={t('columns.collected')}>{chf(shop.collected)}</Figure>
        <Figure label={t('columns.notCollected')}>{chf(shop.notCollected)}</Figure>
        <Figure label={t('shop.vouchersIssued')}>{shop.vouchersIssued}</Figure>
        <Figure label={t('shop.vouchersIssuedValue')}>{chf(shop.vouchersIssuedValue)}</Figure>
        <Figure label={t('shop.vouchersRedeemed')}>{chf(shop.vouchersRedeemed)}</Figure>
      </SimpleGrid>
    </Paper>
  );
}
