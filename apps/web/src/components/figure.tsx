import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure of a card or a summary: the label small and dimmed, the value below it. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
