import type { ClientSummary } from '@ds/domain';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClientStatus } from './client-status';
import { LicenceSummary } from './licence-summary';
import { StorageUsed } from './storage-used';

/** The clients on a wide screen: one row each, its licences and this month's use. */
export function ClientTable({ clients, onOpen }: { clients: ClientSummary[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('administration-clients');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" data-testid="client-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.client')}</Table.Th>
            <Table.Th>{t('columns.head')}</Table.Th>
            <Table.Th ta="right">{t('columns.members')}</Table.Th>
            <Table.Th>{t('columns.licences')}</Table.Th>
            <Table.Th ta="right">{t('usage.students')}</Table.Th>
            <Table.Th ta="right">{t('usage.appointments')}</Table.Th>
            <Table.Th ta="right">{t('usage.storage')}</Table.Th>
            <Table.Th ta="right">{t('usage.sms')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.id} data-testid="client-row">
              <Table.Td maw={260}>
                <Stack gap={4} align="flex-start">
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    ta="left"
                    onClick={() => onOpen(client.id)}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {client.name}
                  </Anchor>
                  {client.email && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {client.email}
                    </Text>
                  )}
                  <ClientStatus client={client} />
                </Stack>
              </Table.Td>
              <Table.Td maw={220}>
                {client.head && (
                  <Stack gap={0}>
                    <Text size="sm">{client.head.name}</Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {client.head.email}
                    </Text>
                  </Stack>
                )}
              </Table.Td>
              <Table.Td ta="right">{client.memberCount}</Table.Td>
              <Table.Td>
                <LicenceSummary licences={client.licences} />
              </Table.Td>
              <Table.Td ta="right">{client.usage.students}</Table.Td>
              <Table.Td ta="right">{client.usage.appointmentsThisMonth}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <StorageUsed bytes={client.usage.storageBytes} />
              </Table.Td>
              <Table.Td ta="right">{client.usage.smsSentThisMonth}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
