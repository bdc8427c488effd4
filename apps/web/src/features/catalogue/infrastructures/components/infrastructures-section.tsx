import { Button, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useInfrastructures, useInfrastructureTypes } from '../api/infrastructures-api';
import { AccessMapField } from './access-map-field';
import { InfrastructureCard } from './infrastructure-card';
import { InfrastructureForm } from './infrastructure-form';

/** The infrastructures list, with a dialog to add or edit one and upload its access map. */
export function InfrastructuresSection() {
  const { t } = useTranslation('catalogue-infrastructures');
  const infrastructures = useInfrastructures();
  const types = useInfrastructureTypes();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const current = infrastructures.data?.find((infrastructure) => infrastructure.id === editing) ?? null;
  const typeName = (typeId: string | null) => types.data?.find((type) => type.id === typeId)?.name;

  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('infrastructures.add')}
        </Button>
      </Group>
      {infrastructures.isPending && <Loader />}
      <ErrorAlert error={infrastructures.error} />
      {infrastructures.data?.length === 0 && <Text c="dimmed">{t('infrastructures.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {infrastructures.data?.map((infrastructure) => (
          <InfrastructureCard
            key={infrastructure.id}
            infrastructure={infrastructure}
            typeName={typeName(infrastructure.typeId)}
            onEdit={() => setEditing(infrastructure.id)}
          />
        ))}
      </SimpleGrid>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? t('infrastructures.edit') : t('infrastructures.add')}
        size="lg"
      >
        {editing && <InfrastructureForm key={editing} infrastructure={current} onSaved={() => setEditing(null)} />}
        <Divider my="md" />
        {current ? (
          <AccessMapField infrastructure={current} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('accessMap.afterSave')}
          </Text>
        )}
      </Modal>
    </Stack>
  );
}
