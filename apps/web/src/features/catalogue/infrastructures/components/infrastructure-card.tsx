import { addressLines, type Infrastructure, toCentimes } from '@ds/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMap, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatChf } from '@/lib/format-chf';

/** One infrastructure in the list: what it is, its address, its price and whether it has an access map. */
export function InfrastructureCard({
  infrastructure,
  typeName,
  onEdit,
}: {
  infrastructure: Infrastructure;
  typeName: string | undefined;
  onEdit: () => void;
}) {
  const { t } = useTranslation('catalogue-infrastructures');
  // Infrastructures are in Switzerland: street and number, then postcode and town, on one line.
  const address = addressLines({ ...infrastructure, country: 'CH' }).join(', ');
  return (
    <Paper withBorder p="md" data-testid="infrastructure-card">
      <Stack gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {infrastructure.name}
        </Text>
        {typeName && (
          <Text size="sm" c="dimmed">
            {typeName}
          </Text>
        )}
        {address && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {address}
          </Text>
        )}
        <Group gap="xs">
          <Badge variant="light">
            {infrastructure.price === 0 ? t('infrastructures.free') : formatChf(toCentimes(infrastructure.price))}
          </Badge>
          {infrastructure.hasAccessMap ? (
            <Badge color="teal" variant="light" leftSection={<IconMap size={12} />}>
              {t('accessMap.present')}
            </Badge>
          ) : (
            <Badge color="gray" variant="outline">
              {t('accessMap.missing')}
            </Badge>
          )}
        </Group>
        <Button
          variant="light"
          leftSection={<IconPencil size={16} />}
          onClick={onEdit}
          aria-label={t('infrastructures.editNamed', { name: infrastructure.name })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('edit')}
        </Button>
      </Stack>
    </Paper>
  );
}
