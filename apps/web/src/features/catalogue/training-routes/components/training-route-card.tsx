import type { TrainingRoute } from '@ds/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One training route: its label, its description, and what can be done with it. */
export function TrainingRouteCard({
  route,
  onEdit,
  onDelete,
}: {
  route: TrainingRoute;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('catalogue-routes');
  return (
    <Paper withBorder p="md" data-testid="route-card">
      <Stack gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {route.label}
        </Text>
        {route.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {route.description}
          </Text>
        )}
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconPencil size={16} />}
            onClick={onEdit}
            aria-label={t('editNamed', { label: route.label })}
          >
            {t('edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            aria-label={t('deleteNamed', { label: route.label })}
          >
            {t('delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
