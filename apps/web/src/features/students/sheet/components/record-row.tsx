import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Names the record in the buttons' accessible labels ("Edit: theory 12.03.2026"). */
  name: string;
  children: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
  leading?: ReactNode;
  testId: string;
}

/** One record of a section with its edit and delete buttons (absent when the caller may not write). */
export function RecordRow({ name, children, onEdit, onDelete, leading, testId }: Props) {
  const { t } = useTranslation('students-sheet');
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group align="flex-start" wrap="nowrap" gap="sm" miw={0} style={{ flex: 1 }}>
          {leading}
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            {children}
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          {onEdit && (
            <ActionIcon variant="subtle" aria-label={t('actions.editOf', { name })} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
          )}
          {onDelete && (
            <ActionIcon variant="subtle" color="red" aria-label={t('actions.deleteOf', { name })} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
