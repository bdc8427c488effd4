import {
  formatSwissDay,
  parseSwissDate,
  SHOP_ORDER_STATUSES,
  SHOP_PAYMENT_MODES,
  type ShopOrderStatus,
  type ShopPaymentMode,
  type ShopSalesQuery,
} from '@ds/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';

type Filters = Partial<Omit<ShopSalesQuery, 'scope' | 'page'>>;

/** A day typed DD.MM.YYYY: applied once it is a real day (or emptied), refused beside the field otherwise. */
function DayFilter({ label, day, onDay }: { label: string; day?: string; onDay: (day: string | undefined) => void }) {
  const { t } = useTranslation('commerce-sales');
  const [typed, setTyped] = useState(day ? formatSwissDay(day) : '');
  const parsed = parseSwissDate(typed);
  const invalid = typed.trim() !== '' && parsed === null;
  return (
    <TextInput
      label={label}
      placeholder={t('search.datePlaceholder')}
      autoComplete="off"
      maxLength={10}
      value={typed}
      error={invalid ? t('search.dateInvalid') : undefined}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        const next = text.trim() === '' ? undefined : parseSwissDate(text);
        if (next !== null && next !== day) onDay(next);
      }}
    />
  );
}

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
      <DayFilter label={t('search.from')} day={query.from} onDay={(from) => onFilter({ from })} />
      <DayFilter label={t('search.to')} day={query.to} onDay={(to) => onFilter({ to })} />
    </SimpleGrid>
  );
}
