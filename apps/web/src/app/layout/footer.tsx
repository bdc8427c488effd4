import { APP_VERSION } from '@ds/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from './language-switch';

export function Footer() {
  const { t } = useTranslation('layout');
  return (
    <Group component="footer" data-testid="footer" justify="center" gap="md" p="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('common:appName')} · {t('footer.version', { version: APP_VERSION })}
      </Text>
      <Anchor component={Link} to="/privacyPolicy" size="sm">
        {t('footer.privacy')}
      </Anchor>
      <LanguageSwitch />
    </Group>
  );
}
