import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the dashboard, with its empty-state sentence when it has nothing. */
export function DashboardSection({
  title,
  empty,
  isEmpty,
  testId,
  children,
}: {
  title: string;
  empty: string;
  isEmpty: boolean;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {isEmpty ? <Text c="dimmed">{empty}</Text> : children}
      </Stack>
    </Card>
  );
}
