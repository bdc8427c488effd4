import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A full-page message with a way home (or elsewhere, `home`): the 404 and 403 pages. */
export function StatusPage({
  testId,
  code,
  title,
  text,
  home,
}: {
  testId: string;
  code: string;
  title: string;
  text: ReactNode;
  home?: { to: string; label: string };
}) {
  const { t } = useTranslation('pages');
  return (
    <Stack data-testid={testId} align="center" gap="md" py="xl" ta="center">
      <Text fz={64} fw={800} c="dimmed" lh={1}>
        {code}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {text}
      </Text>
      <Button component={Link} to={home?.to ?? '/'}>
        {home?.label ?? t('backHome')}
      </Button>
    </Stack>
  );
}
