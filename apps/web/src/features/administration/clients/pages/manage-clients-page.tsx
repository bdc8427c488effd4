import { CLIENTS_PAGE_SIZE } from '@ds/domain';
import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { ListPagination } from '@/components/list-pagination';
import { SearchField } from '@/components/search-field';
import { useClients } from '../api/clients-api';
import { ClientCards } from '../components/client-cards';
import { ClientDrawer } from '../components/client-drawer';
import { ClientTable } from '../components/client-table';
import { useClientParams } from '../model/use-client-params';

/**
 * /manageClients (spec §1, §2): the product administrator's clients — driving schools and
 * monitors without one — searched and paged by the server, each with its licences and this
 * month's use; a table on a wide screen, cards on a phone; one opened beside the list.
 */
export function ManageClientsPage() {
  const { t } = useTranslation(['administration-clients', 'pages']);
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const { query, opened, search, goToPage, open } = useClientParams();
  const clients = useClients(query);
  const rows = clients.data?.data ?? [];
  const total = clients.data?.page.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE));

  return (
    <Stack maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h2">
          {t('pages:titles.manageClients')}
        </Title>
        <Anchor component={Link} to="/subscriptions" size="sm">
          {t('keysLink')}
        </Anchor>
      </Group>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <SearchField
        initial={query.q}
        onSearch={(q: string) => search(q.trim())}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        maxLength={100}
        maw={{ sm: 420 }}
      />
      <ErrorAlert error={clients.error} />
      {clients.isPending && <Loader />}
      {clients.isSuccess && total === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="clients-empty">
          {t(query.q ? 'emptyFiltered' : 'empty')}
        </Text>
      )}
      {rows.length > 0 &&
        (phone ? <ClientCards clients={rows} onOpen={open} /> : <ClientTable clients={rows} onOpen={open} />)}
      {total > 0 && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="clients-total">
            {t('total', { count: total })}
          </Text>
          <ListPagination pages={pages} page={query.page} onPage={goToPage} />
        </Group>
      )}
      <ClientDrawer id={opened} onClose={() => open(null)} />
    </Stack>
  );
}
