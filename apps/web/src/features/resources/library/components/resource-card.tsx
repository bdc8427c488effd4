import { type Resource, resourceName } from '@ds/domain';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/lib/current-language';
import { sharingSummary, sizeText } from '../model/resource-view';
import { ResourceActions, type ResourceHandlers } from './resource-actions';
import { ResourcePreview } from './resource-preview';

/**
 * A resource of the gallery: its thumbnail or its type's icon, its name in the interface's
 * language, its type and size, who added it (a colleague's), whom it is shared with, and its
 * actions. `compact` is the list's card on a phone: a small preview beside the text.
 */
export function ResourceCard({
  resource,
  handlers,
  withheld,
  compact = false,
}: {
  resource: Resource;
  handlers: ResourceHandlers;
  withheld: string | null;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('resources-library');
  const language = useCurrentLanguage();
  const name = resourceName(resource, language);
  const size = sizeText(resource, t, i18n.language);
  const details = (
    <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="resource-name">
        {name}
      </Text>
      <Group gap="xs">
        <Badge variant="light" data-testid="resource-type">
          {t(`types.${resource.type}`)}
        </Badge>
        {size && (
          <Text size="sm" c="dimmed">
            {size}
          </Text>
        )}
      </Group>
      {!resource.mine && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="resource-owner">
          {t('owner', { name: resource.owner.name })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {sharingSummary(resource, t)}
      </Text>
      <ResourceActions resource={resource} name={name} handlers={handlers} withheld={withheld} />
    </Stack>
  );
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="resource-card"
      data-type={resource.type}
      data-resource-id={resource.id}
      aria-label={name}
      component="article"
    >
      {compact ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <div style={{ width: 64, flexShrink: 0, borderRadius: 4, overflow: 'hidden' }}>
            <ResourcePreview resource={resource} height={64} />
          </div>
          {details}
        </Group>
      ) : (
        <>
          <Card.Section mb="sm">
            <ResourcePreview resource={resource} height={140} />
          </Card.Section>
          {details}
        </>
      )}
    </Card>
  );
}
