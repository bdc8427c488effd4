import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A public page's one card (the checkout, a purchase): its heading names it for assistive technology. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      maw={720}
      mx="auto"
      w="100%"
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="lg">
        <Title order={1} size="h2" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
