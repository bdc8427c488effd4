import { type Resource, resourceName } from '@ds/domain';
import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/lib/current-language';
import { sharingSummary, sizeText } from '../model/resource-view';
import { ResourceActions, type ResourceHandlers } from './resource-actions';
import { ResourcePreview } from './resource-preview';

/** The library as a list on a wide screen: one row a resource. */
export function ResourceTable({
  resources,
  handlers,
  withheld,
}: {
  resources: Resource[];
  handlers: ResourceHandlers;
  withheld: string | null;
}) {
  const { t, i18n } = useTranslation('resources-library');
  const language = useCurrentLanguage();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" data-testid="resource-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>
              <VisuallyHidden>{t('columns.preview')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th>{t('columns.size')}</Table.Th>
            <Table.Th>{t('columns.sharing')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {resources.map((resource) => {
            const name = resourceName(resource, language);
            return (
              <Table.Tr
                key={resource.id}
                data-testid="resource-row"
                data-type={resource.type}
                data-resource-id={resource.id}
              >
                <Table.Td>
                  <div style={{ width: 48, borderRadius: 4, overflow: 'hidden' }}>
                    <ResourcePreview resource={resource} height={48} />
                  </div>
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="resource-name">
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(`types.${resource.type}`)}</Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{sizeText(resource, t, i18n.language) ?? '—'}</Text>
                </Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm">{sharingSummary(resource, t)}</Text>
                  {!resource.mine && (
                    <Text size="xs" c="dimmed" data-testid="resource-owner">
                      {t('owner', { name: resource.owner.name })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ResourceActions resource={resource} name={name} handlers={handlers} withheld={withheld} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
