import { CloseButton, Group, getDefaultZIndex, Paper, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { LOCAL_KEYS } from '../../lib/storage-keys';
import { useReleaseNotes } from './releases';

/** Spec §2 Toasts: the new-release notice with version, date and content, until closed. */
export function ReleaseNotice() {
  const { t } = useTranslation('layout');
  const latest = useReleaseNotes()?.[0];
  const [seen, setSeen] = useState(() => localStorage.getItem(LOCAL_KEYS.releases));
  if (!latest || latest.version === seen) return null;

  const close = () => {
    localStorage.setItem(LOCAL_KEYS.releases, latest.version);
    setSeen(latest.version);
  };
  return (
    <Paper
      data-testid="release-notice"
      role="status"
      shadow="md"
      withBorder
      p="md"
      // Below Mantine's dialogs, so an open form's buttons are never covered.
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        left: 16,
        maxWidth: 420,
        marginLeft: 'auto',
        zIndex: getDefaultZIndex('modal') - 1,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconSparkles size={20} />
          <Text fw={600}>{t('release.title', { version: latest.version, date: formatDate(latest.date) })}</Text>
        </Group>
        <CloseButton aria-label={t('release.close')} onClick={close} />
      </Group>
      <Text size="sm" mt="xs">
        {latest.content}
      </Text>
    </Paper>
  );
}
