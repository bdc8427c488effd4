import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card of the login-like pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack align="center" py="lg">
      <Paper withBorder shadow="sm" p="lg" radius="md" w="100%" maw={440}>
        <Title order={1} size="h3" mb="md">
          {title}
        </Title>
        <Stack gap="md">{children}</Stack>
      </Paper>
    </Stack>
  );
}
