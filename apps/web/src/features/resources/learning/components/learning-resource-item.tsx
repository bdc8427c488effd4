import { type LearningResource, resourceName } from '@ds/domain';
import { Anchor, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/lib/current-language';
import { ResourceTypeIcon } from '../../components/resource-type-icon';
import type { Viewed } from '../../components/resource-viewer';
import { openMode } from '../../model/open-mode';
import { placeParts } from '../model/learning-view';

/**
 * One resource to consult: a video plays here with its controls, an image opens large in a
 * lightbox, a PDF or another file opens in a new tab (the browser shows a PDF itself), a link
 * opens its address in a new tab under its label. Legislation says where to read.
 */
export function LearningResourceItem({
  resource,
  onView,
}: {
  resource: LearningResource;
  onView: (viewed: Viewed) => void;
}) {
  const { t } = useTranslation('resources-learning');
  const language = useCurrentLanguage();
  const name = resourceName(resource, language);
  const mode = openMode(resource);
  const place = placeParts(resource);
  const { file } = resource;
  const newTab = (href: string, label: string, testId: string) => (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      style={{ overflowWrap: 'anywhere' }}
    >
      {label}
      <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle', marginLeft: 4 }} />
    </Anchor>
  );
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={name}
      data-testid="learning-resource"
      data-type={resource.type}
    >
      <Stack gap="xs">
        {mode === 'image' && file && (
          <UnstyledButton
            onClick={() => onView({ name, file, kind: 'image' })}
            aria-label={t('enlarge', { name })}
            data-testid="learning-image"
          >
            <img
              src={file.thumbnailUrl ?? file.url}
              alt=""
              loading="lazy"
              style={{ display: 'block', width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 4 }}
            />
          </UnstyledButton>
        )}
        {mode === 'video' && file && (
          // biome-ignore lint/a11y/useMediaCaption: a school's own training videos come without captions.
          <video
            src={file.url}
            controls
            preload="metadata"
            aria-label={name}
            data-testid="learning-video"
            style={{ display: 'block', width: '100%', maxHeight: 360, borderRadius: 4, background: '#000' }}
          />
        )}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <span style={{ flexShrink: 0, lineHeight: 0, paddingTop: 2 }}>
            <ResourceTypeIcon type={resource.type} size={20} />
          </span>
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="learning-resource-name">
            {name}
          </Text>
        </Group>
        {place && (
          <Text size="sm" data-testid="learning-place">
            {t(`place.${place}`, { bookmark: resource.bookmark ?? '', page: resource.page ?? '' })}
          </Text>
        )}
        {mode === 'file' && file && newTab(file.url, t('openFile', { name: file.name }), 'learning-file')}
        {resource.linkUrl && newTab(resource.linkUrl, resource.linkLabel || resource.linkUrl, 'learning-link')}
        <Text size="xs" c="dimmed">
          {t('sharedBy', { name: resource.sharedBy })}
        </Text>
      </Stack>
    </Card>
  );
}
