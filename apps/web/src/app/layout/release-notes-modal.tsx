import { Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useReleaseNotes } from './releases';

export function ReleaseNotesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const notes = useReleaseNotes();
  return (
    <Modal opened={opened} onClose={onClose} title={t('release.notes')} size="lg">
      {!notes && <Loader size="sm" />}
      <Stack gap="lg">
        {notes?.map((note) => (
          <div key={note.version}>
            <Title order={4}>{t('release.title', { version: note.version, date: formatDate(note.date) })}</Title>
            <Text size="sm">{note.content}</Text>
          </div>
        ))}
      </Stack>
    </Modal>
  );
}
