import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** Labelled values, two columns from tablets up; a missing value shows as a dash. */
export function InfoGrid({ items }: { items: InfoItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {items.map((item) => (
        <Stack key={item.label} gap={0} miw={0}>
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {item.value === null || item.value === undefined || item.value === '' ? '–' : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
