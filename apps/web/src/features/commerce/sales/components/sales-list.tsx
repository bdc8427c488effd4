import { SHOP_ORDERS_PAGE_SIZE, type ShopSalesScope } from '@ds/domain';
import { Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { ExportButtons, useFileExport } from '@/components/export-buttons';
import { Figure } from '@/components/figure';
import { ListPagination } from '@/components/list-pagination';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { salesExportPath, useSales } from '../api/sales-api';
import { useSalesParams } from '../model/use-sales-params';
import { SaleCards } from './sale-cards';
import { SaleTable } from './sale-table';
import { SalesFilters } from './sales-filters';
import { useShopPaymentRecording } from './use-shop-payment-recording';

/**
 * Shop orders filtered by the server (spec §3 Sale or order): a table on a wide screen, cards on a
 * phone, what the whole filter adds up to, its export, and recording an invoice's payment where the
 * reader may.
 */
export function SalesList({ scope }: { scope: ShopSalesScope }) {
  const { t } = useTranslation('commerce-sales');
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const { query, filter, goToPage } = useSalesParams(scope);
  const sales = useSales(query);
  const recording = useShopPaymentRecording();
  const exporting = useFileExport('orders', (format) => salesExportPath(query, format));
  const rows = sales.data?.data ?? [];
  const total = sales.data?.page.total ?? 0;
  const sums = sales.data?.sums;
  const pages = Math.max(1, Math.ceil(total / SHOP_ORDERS_PAGE_SIZE));
  const filtered = query.q !== '' || query.status || query.paymentMode || query.from || query.to;

  return (
    <Stack gap="md">
      <SalesFilters query={query} onFilter={filter} />
      <ErrorAlert error={sales.error ?? recording.error ?? exporting.error} />
      {sales.isPending && <Loader />}
      {sales.isSuccess && total === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="sales-empty">
          {t(filtered ? 'emptyFiltered' : 'empty')}
        </Text>
      )}
      {rows.length > 0 &&
        (phone ? <SaleCards sales={rows} recording={recording} /> : <SaleTable sales={rows} recording={recording} />)}
      {total > 0 && sums && (
        <Paper withBorder p="sm" component="section" aria-label={t('sums.title')} data-testid="sales-sums">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('sums.intro', { count: total })}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <Figure label={t('columns.income')}>{chf(sums.income)}</Figure>
              <Figure label={t('columns.tax')}>{chf(sums.tax)}</Figure>
              <Figure label={t('columns.realIncome')}>{chf(sums.realIncome)}</Figure>
              <Figure label={t('columns.cashback')}>{chf(sums.cashback)}</Figure>
            </SimpleGrid>
          </Stack>
        </Paper>
      )}
      <Group justify="space-between" gap="xs">
        {total > 0 ? <ExportButtons exporting={exporting} testId="sales-export" /> : <span />}
        <ListPagination pages={pages} page={query.page} onPage={goToPage} />
      </Group>
    </Stack>
  );
}
