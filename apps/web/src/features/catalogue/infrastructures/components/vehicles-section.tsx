import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useVehicles } from '../api/infrastructures-api';
import { VehicleCard } from './vehicle-card';
import { VehicleForm } from './vehicle-form';

/** The vehicles list, with a dialog to add or edit one. */
export function VehiclesSection() {
  const { t } = useTranslation('catalogue-infrastructures');
  const vehicles = useVehicles();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const current = vehicles.data?.find((vehicle) => vehicle.id === editing) ?? null;

  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('vehicles.add')}
        </Button>
      </Group>
      {vehicles.isPending && <Loader />}
      <ErrorAlert error={vehicles.error} />
      {vehicles.data?.length === 0 && <Text c="dimmed">{t('vehicles.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {vehicles.data?.map((vehicle) => (
          <VehicleCard key={vehicle.id} vehicle={vehicle} onEdit={() => setEditing(vehicle.id)} />
        ))}
      </SimpleGrid>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? t('vehicles.edit') : t('vehicles.add')}
        size="lg"
      >
        {editing && <VehicleForm key={editing} vehicle={current} onSaved={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
