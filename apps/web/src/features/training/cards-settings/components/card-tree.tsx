import type { TrainingCard } from '@ds/domain';
import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useReorderParts } from '../api/training-cards-api';
import { idsOf, moved, parseListId, withOrder } from '../model/card-order';
import { AddPartButton, PartActions, PartEditingProvider } from './part-editing';
import { PartSection } from './part-section';
import { SortableList } from './sortable-list';
import { ThemeBlock } from './theme-block';

/** Saves the order a drop made, showing it at once; a refused order brings the card back as saved. */
function useDropHandler(card: TrainingCard) {
  const client = useQueryClient();
  const reorders = {
    domain: useReorderParts('domain'),
    theme: useReorderParts('theme'),
    objective: useReorderParts('objective'),
    skill: useReorderParts('skill'),
  };
  const onDragEnd = ({ source, destination }: DropResult) => {
    if (!destination || destination.droppableId !== source.droppableId || destination.index === source.index) return;
    const list = parseListId(source.droppableId);
    const ids = moved(idsOf(card, list), source.index, destination.index);
    client.setQueryData(['training-cards', card.id], withOrder(card, list, ids));
    reorders[list.level].mutate(
      { parentId: list.parentId, ids },
      { onError: () => client.invalidateQueries({ queryKey: ['training-cards', card.id] }) },
    );
  };
  const failure = Object.values(reorders).find((reorder) => reorder.error)?.error ?? null;
  return { onDragEnd, failure };
}

/** The inside of a card: domains F1…, their themes, objectives and skills, each list in order. */
export function CardTree({ card }: { card: TrainingCard }) {
  const { t } = useTranslation('training-cards');
  const { onDragEnd, failure } = useDropHandler(card);
  return (
    <PartEditingProvider card={card}>
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={600}>{t('domains')}</Text>
          <AddPartButton level="domain" parentId={card.id} />
        </Group>
        <ErrorAlert error={failure} />
        <DragDropContext onDragEnd={onDragEnd} dragHandleUsageInstructions={t('dragInstructions')}>
          <Accordion multiple variant="separated" chevronPosition="left">
            <SortableList
              list={{ level: 'domain', parentId: card.id }}
              items={card.tree}
              label={(domain) => `${domain.format} ${domain.name}`}
              render={(domain) => (
                <Accordion.Item value={domain.id} data-testid="domain-item">
                  <Group wrap="nowrap" gap={4} pr="xs">
                    <Accordion.Control>
                      <Group gap="xs" wrap="nowrap">
                        <Badge variant="light" style={{ flexShrink: 0 }}>
                          {domain.format}
                        </Badge>
                        <Text size="sm" fw={600}>
                          {domain.name}
                        </Text>
                      </Group>
                    </Accordion.Control>
                    <PartActions level="domain" parentId={card.id} part={domain} name={domain.name} />
                  </Group>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      {domain.skillText && (
                        <Text size="sm" c="dimmed">
                          {domain.skillText}
                        </Text>
                      )}
                      <PartSection
                        title={t('themes')}
                        level="theme"
                        parentId={domain.id}
                        items={domain.themes}
                        label={(theme) => theme.name}
                        render={(theme) => <ThemeBlock theme={theme} domainId={domain.id} card={card} />}
                      />
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              )}
            />
          </Accordion>
        </DragDropContext>
      </Stack>
    </PartEditingProvider>
  );
}
