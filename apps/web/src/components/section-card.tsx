import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a home page (dashboard, my day), with its empty-state sentence when it has nothing. */
export function SectionCard({
  title,
  empty,
  isEmpty = false,
  emptyAction,
  testId,
  children,
}: {
  title: string;
  /** The sentence shown instead of the children when `isEmpty`. */
  empty?: string;
  isEmpty?: boolean;
  /** What to do about it, under the sentence (a button to the screen that fills the card). */
  emptyAction?: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {isEmpty ? (
          <>
            <Text c="dimmed">{empty}</Text>
            {emptyAction}
          </>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}
