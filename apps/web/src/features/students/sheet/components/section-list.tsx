import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/error-alert';

interface Props {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  /** The add button's label; no button when the caller may not write. */
  addLabel?: string;
  onAdd?: () => void;
  /** More buttons beside the add button. */
  tools?: ReactNode;
  children: ReactNode;
}

/** A section's list: loading, failure, empty state, its records and the add button. */
export function SectionList({ loading, error, empty, emptyText, addLabel, onAdd, tools, children }: Props) {
  return (
    <Stack gap="xs">
      {(tools || onAdd) && (
        <Group justify="flex-end" gap="xs">
          {tools}
          {onAdd && addLabel && (
            <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={onAdd}>
              {addLabel}
            </Button>
          )}
        </Group>
      )}
      {loading && <Loader size="sm" />}
      <ErrorAlert error={error} />
      {!loading && empty && (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      )}
      {children}
    </Stack>
  );
}
