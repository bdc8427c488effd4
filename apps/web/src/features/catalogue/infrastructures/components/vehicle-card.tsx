import type { Vehicle } from '@ds/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One vehicle in the list: plate, label, category, transmission and whether it is in use. */
export function VehicleCard({ vehicle, onEdit }: { vehicle: Vehicle; onEdit: () => void }) {
  const { t } = useTranslation('catalogue-infrastructures');
  return (
    <Paper withBorder p="md" data-testid="vehicle-card">
      <Stack gap="xs">
        <Text fw={600}>{vehicle.plate}</Text>
        {vehicle.label && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {vehicle.label}
          </Text>
        )}
        <Group gap="xs">
          <Badge variant="light">{vehicle.category}</Badge>
          <Badge variant="light" color="grape">
            {t(`vehicles.transmissions.${vehicle.transmission}`)}
          </Badge>
          <Badge variant="outline" color={vehicle.active ? 'teal' : 'gray'}>
            {vehicle.active ? t('vehicles.isActive') : t('vehicles.isInactive')}
          </Badge>
        </Group>
        <Button
          variant="light"
          leftSection={<IconPencil size={16} />}
          onClick={onEdit}
          aria-label={t('vehicles.editNamed', { plate: vehicle.plate })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('edit')}
        </Button>
      </Stack>
    </Paper>
  );
}
