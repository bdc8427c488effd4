import type { ClientSummary } from '@ds/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Figure } from '@/components/figure';
import { ClientStatus } from './client-status';
import { LicenceSummary } from './licence-summary';
import { StorageUsed } from './storage-used';

/** The clients on a phone: one card each, every column of the table in it. */
export function ClientCards({ clients, onOpen }: { clients: ClientSummary[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('administration-clients');
  return (
    <Stack gap="xs" data-testid="client-cards">
      {clients.map((client) => (
        <Card key={client.id} withBorder padding="sm" data-testid="client-row">
          <Stack gap="xs">
            <Stack gap={2}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {client.name}
              </Text>
              {client.head && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {client.head.name} · {client.head.email}
                </Text>
              )}
              <ClientStatus client={client} />
            </Stack>
            <LicenceSummary licences={client.licences} />
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              <Figure label={t('columns.members')}>{client.memberCount}</Figure>
              <Figure label={t('usage.students')}>{client.usage.students}</Figure>
              <Figure label={t('usage.appointments')}>{client.usage.appointmentsThisMonth}</Figure>
              <Figure label={t('usage.sms')}>{client.usage.smsSentThisMonth}</Figure>
              <Figure label={t('usage.storage')}>
                <StorageUsed bytes={client.usage.storageBytes} />
              </Figure>
            </SimpleGrid>
            <Group justify="flex-end">
              <Button
                variant="light"
                size="xs"
                onClick={() => onOpen(client.id)}
                aria-label={t('openNamed', { name: client.name })}
              >
                {t('open')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
