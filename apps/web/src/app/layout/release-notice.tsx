import { CloseButton, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useUnseenRelease } from './releases';

/**
 * Spec §2 Toasts: the new-release notice with version, date and content, until closed. A
 * compact strip in the page's flow, above the screen, so it never covers a button; the whole
 * notes stay in the profile menu.
 */
export function ReleaseNotice() {
  const { t } = useTranslation('layout');
  const { unseen, markSeen } = useUnseenRelease();
  if (!unseen) return null;
  return (
    <Group
      data-testid="release-notice"
      role="status"
      wrap="nowrap"
      gap="xs"
      px="md"
      py={4}
      bg="var(--mantine-color-blue-light)"
    >
      <IconSparkles size={16} style={{ flexShrink: 0 }} aria-hidden />
      <Text size="sm" lineClamp={2} style={{ flex: 1, minWidth: 0 }}>
        <Text span fw={600} size="sm">
          {t('release.title', { version: unseen.version, date: formatDate(unseen.date) })}
        </Text>
        {' · '}
        {unseen.content}
      </Text>
      <CloseButton size="sm" aria-label={t('release.close')} onClick={markSeen} />
    </Group>
  );
}
