import { VOUCHER_STATUSES, VOUCHERS_PAGE_SIZE, type VoucherStatus } from '@ds/domain';
import { Button, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { ListPagination } from '@/components/list-pagination';
import { SearchField } from '@/components/search-field';
import { useVouchers } from '../api/vouchers-api';
import { VoucherCards } from '../components/voucher-cards';
import { VoucherDrawer } from '../components/voucher-drawer';
import { VoucherIssueModal } from '../components/voucher-issue-modal';
import { VoucherTable } from '../components/voucher-table';
import { useVoucherParams } from '../model/use-voucher-params';

/**
 * /account/vouchers and /settings/vouchers (spec §2, admin licence): the gift vouchers I sell —
 * every one of the school for its head — searched and filtered by the server; a table on a wide
 * screen, cards on a phone; one opened beside the list to print, correct or disable it.
 */
export function VouchersPage() {
  const { t } = useTranslation(['commerce-vouchers', 'pages']);
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const { query, opened, search, filter, goToPage, open } = useVoucherParams();
  const [issuing, setIssuing] = useState(false);
  const vouchers = useVouchers(query);
  const rows = vouchers.data?.data ?? [];
  const total = vouchers.data?.page.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / VOUCHERS_PAGE_SIZE));
  const filtered = query.q !== '' || query.status !== undefined;

  return (
    <Stack maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2">
          {t('pages:titles.vouchers')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setIssuing(true)}>
          {t('issue.button')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={{ sm: 640 }}>
        <SearchField
          initial={query.q}
          onSearch={(q: string) => search(q.trim())}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          maxLength={100}
        />
        <Select
          label={t('search.status')}
          placeholder={t('search.allStatuses')}
          data={VOUCHER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={query.status ?? null}
          onChange={(status) => filter((status as VoucherStatus | null) ?? undefined)}
          clearable
          allowDeselect
        />
      </SimpleGrid>
      <ErrorAlert error={vouchers.error} />
      {vouchers.isPending && <Loader />}
      {vouchers.isSuccess && total === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="vouchers-empty">
          {t(filtered ? 'emptyFiltered' : 'empty')}
        </Text>
      )}
      {rows.length > 0 &&
        (phone ? <VoucherCards vouchers={rows} onOpen={open} /> : <VoucherTable vouchers={rows} onOpen={open} />)}
      {total > 0 && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="vouchers-total">
            {t('total', { count: total })}
          </Text>
          <ListPagination pages={pages} page={query.page} onPage={goToPage} />
        </Group>
      )}
      <VoucherIssueModal
        opened={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(voucher) => {
          setIssuing(false);
          open(voucher.id);
        }}
      />
      <VoucherDrawer id={opened} onClose={() => open(null)} />
    </Stack>
  );
}
