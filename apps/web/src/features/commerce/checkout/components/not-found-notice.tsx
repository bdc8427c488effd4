import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a public page says when its address names nothing (an unknown article or purchase), and the way home. */
export function NotFoundNotice({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation('commerce-checkout');
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text>{text}</Text>
      <Anchor component={Link} to="/">
        {t('purchase.home')}
      </Anchor>
    </Stack>
  );
}
