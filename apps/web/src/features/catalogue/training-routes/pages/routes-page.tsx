import type { TrainingRoute } from '@ds/domain';
import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useDeleteTrainingRoute, useTrainingRoutes } from '../api/training-routes-api';
import { TrainingRouteCard } from '../components/training-route-card';
import { TrainingRouteForm } from '../components/training-route-form';

/** /account/routes: the training routes an instructor drives with students (spec §2, §3 Route). */
export function RoutesPage() {
  const { t } = useTranslation('catalogue-routes');
  const routes = useTrainingRoutes();
  const remove = useDeleteTrainingRoute();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const current = routes.data?.find((route) => route.id === editing) ?? null;

  const confirmDelete = (route: TrainingRoute) =>
    modals.openConfirmModal({
      title: t('deleteTitle'),
      children: <Text size="sm">{t('deleteText', { label: route.label })}</Text>,
      labels: { confirm: t('delete'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(route.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('deleted') }),
        }),
    });

  return (
    <Stack maw={960} mx="auto" w="100%">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </Group>
      {routes.isPending && <Loader />}
      <ErrorAlert error={routes.error ?? remove.error} />
      {routes.data?.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {routes.data?.map((route) => (
          <TrainingRouteCard
            key={route.id}
            route={route}
            onEdit={() => setEditing(route.id)}
            onDelete={() => confirmDelete(route)}
          />
        ))}
      </SimpleGrid>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? t('editTitle') : t('add')}
        size="lg"
      >
        {editing && <TrainingRouteForm key={editing} route={current} onSaved={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
