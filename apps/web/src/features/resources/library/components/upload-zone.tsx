import { RESOURCE_QUOTA_BYTES } from '@ds/domain';
import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconLink, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Withheld } from '@/components/withheld';
import { megabytes } from '../../model/file-size';
import { ACCEPTED_FILES } from '../model/file-checks';

/**
 * Where files are dropped, or chosen with the button, to be added to the library, beside the way
 * to add a link. Withheld (an employee without the right to share resources), the buttons say why
 * and a drop adds nothing; a file dropped is never opened by the browser in place of the app.
 */
export function UploadZone({
  onFiles,
  onNewLink,
  withheld,
}: {
  onFiles: (files: File[]) => void;
  onNewLink: () => void;
  withheld: string | null;
}) {
  const { t, i18n } = useTranslation('resources-library');
  const [over, setOver] = useState(false);
  const reset = useRef<() => void>(null);
  const hold = (event: DragEvent) => {
    event.preventDefault();
    if (!withheld) setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!withheld) onFiles([...event.dataTransfer.files]);
  };
  return (
    <Paper
      withBorder
      p="md"
      onDragEnter={hold}
      onDragOver={hold}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="upload-zone"
      data-over={over || undefined}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-color-blue-7)' : undefined,
        background: over ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Group gap="md" wrap="wrap">
        <IconCloudUpload size={36} stroke={1.5} aria-hidden color="var(--mantine-color-blue-8)" />
        <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Text fw={500}>{t('upload.zone')}</Text>
          <Text size="sm" c="dimmed">
            {t('upload.hint', { limit: megabytes(RESOURCE_QUOTA_BYTES, i18n.language) })}
          </Text>
        </Stack>
        <Group gap="xs">
          <FileButton
            multiple
            accept={ACCEPTED_FILES}
            resetRef={reset}
            onChange={(files) => {
              onFiles(files);
              reset.current?.();
            }}
          >
            {(props) => (
              <Withheld reason={withheld}>
                <Button {...props} leftSection={<IconUpload size={16} aria-hidden />}>
                  {t('upload.choose')}
                </Button>
              </Withheld>
            )}
          </FileButton>
          <Withheld reason={withheld}>
            <Button variant="light" leftSection={<IconLink size={16} aria-hidden />} onClick={onNewLink}>
              {t('toolbar.newLink')}
            </Button>
          </Withheld>
        </Group>
      </Group>
    </Paper>
  );
}
