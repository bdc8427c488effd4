import {
  SHOP_ORDER_STATUSES,
  SHOP_PAYMENT_MODES,
  type ShopOrderStatus,
  type ShopPaymentMode,
  type ShopSalesQuery,
} from '@ds/domain';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';
import { SwissDayField } from '@/components/swiss-day-field';

type Filters = Partial<Omit<ShopSalesQuery, 'scope' | 'page'>>;

/** Search, status, payment mode and the days from and to (Swiss days, both included). */
export function SalesFilters({ query, onFilter }: { query: ShopSalesQuery; onFilter: (filters: Filters) => void }) {
  const { t } = useTranslation('commerce-sales');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} data-testid="sales-filters">
      <SearchField
        initial={query.q}
        onSearch={(q: string) => onFilter({ q: q.trim() })}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        maxLength={100}
      />
      <Select
        label={t('search.status')}
        placeholder={t('search.allStatuses')}
        data={SHOP_ORDER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        value={query.status ?? null}
        onChange={(status) => onFilter({ status: (status as ShopOrderStatus | null) ?? undefined })}
        clearable
      />
      <Select
        label={t('search.paymentMode')}
        placeholder={t('search.allPaymentModes')}
        data={SHOP_PAYMENT_MODES.map((mode) => ({ value: mode, label: t(`paymentModes.${mode}`) }))}
        value={query.paymentMode ?? null}
        onChange={(mode) => onFilter({ paymentMode: (mode as ShopPaymentMode | null) ?? undefined })}
        clearable
        data-testid="sales-payment-mode"
      />
      <SwissDayField label={t('search.from')} day={query.from} onDay={(from) => onFilter({ from })} />
      <SwissDayField label={t('search.to')} day={query.to} onDay={(to) => onFilter({ to })} />
    </SimpleGrid>
  );
}
