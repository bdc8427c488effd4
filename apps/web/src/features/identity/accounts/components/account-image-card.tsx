import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of /account/me holding one of the user's images: its title, what it is for, the field. */
export function AccountImageCard({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${id}-title`}>
          {title}
        </Title>
        <Text size="sm">{text}</Text>
        {children}
      </Stack>
    </Card>
  );
}
