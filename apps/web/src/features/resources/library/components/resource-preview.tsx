import type { Resource } from '@ds/domain';
import { Box, Center } from '@mantine/core';
import { ResourceTypeIcon } from '../../components/resource-type-icon';

/**
 * An image's thumbnail (its signed preview), or the type's icon: decorative, the name is written
 * beside it.
 */
export function ResourcePreview({ resource, height }: { resource: Resource; height: number }) {
  const thumbnail = resource.file?.thumbnailUrl;
  if (thumbnail) {
    return (
      <Box
        component="img"
        src={thumbnail}
        alt=""
        loading="lazy"
        data-testid="resource-thumbnail"
        style={{ display: 'block', width: '100%', height, objectFit: 'cover' }}
      />
    );
  }
  return (
    <Center h={height} bg="gray.1" c="gray.7" style={{ width: '100%' }}>
      <ResourceTypeIcon type={resource.type} size={Math.min(48, Math.round(height / 2))} />
    </Center>
  );
}
