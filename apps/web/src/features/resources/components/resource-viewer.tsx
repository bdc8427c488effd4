import type { ResourceFile } from '@ds/domain';
import { Anchor, Box, Modal, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface Viewed {
  name: string;
  file: ResourceFile;
  kind: 'image' | 'video';
}

/**
 * An image or a video of the resources on the page, from its signed address (no token needed):
 * the image whole, the video with the browser's controls (the server answers ranges, so seeking
 * works); the file may also open in a tab of its own.
 */
export function ResourceViewer({
  viewed,
  onClose,
  newTabLabel,
}: {
  viewed: Viewed | null;
  onClose: () => void;
  newTabLabel: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={viewed !== null}
      onClose={onClose}
      title={viewed?.name}
      size="xl"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {viewed && (
        <Stack gap="sm" data-testid="resource-viewer">
          {viewed.kind === 'image' ? (
            <Box
              component="img"
              src={viewed.file.url}
              alt={viewed.name}
              style={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', margin: '0 auto', objectFit: 'contain' }}
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: a school's own training videos come without captions.
            <video
              src={viewed.file.url}
              controls
              preload="metadata"
              style={{ display: 'block', width: '100%', maxHeight: '75vh' }}
              data-testid="resource-video"
              aria-label={viewed.name}
            />
          )}
          <Anchor href={viewed.file.url} target="_blank" rel="noopener" size="sm">
            <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {newTabLabel}
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
