import { Draggable, Droppable } from '@hello-pangea/dnd';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listId, type OrderedList } from '../model/card-order';

/**
 * One list of a card in its order, each item with a drag handle: dragged with the mouse or a
 * finger, or with the keyboard (focus the handle, Space to lift, arrows to move, Space to drop).
 * The enclosing card tree holds the one DragDropContext and saves the new order.
 */
export function SortableList<Item extends { id: string }>({
  list,
  items,
  label,
  render,
}: {
  list: OrderedList;
  items: readonly Item[];
  /** The item's name, for its handle's accessible name. */
  label: (item: Item) => string;
  render: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('training-cards');
  return (
    <Droppable droppableId={listId(list)} type={list.level}>
      {(drop) => (
        <Stack gap={4} ref={drop.innerRef} {...drop.droppableProps}>
          {items.map((item, index) => (
            <Draggable key={item.id} draggableId={item.id} index={index}>
              {(drag) => (
                <Group
                  ref={drag.innerRef}
                  {...drag.draggableProps}
                  gap={4}
                  wrap="nowrap"
                  align="flex-start"
                  data-testid={`${list.level}-row`}
                >
                  <ActionIcon
                    component="div"
                    variant="subtle"
                    color="gray"
                    size="sm"
                    mt={4}
                    aria-label={t('move', { name: label(item) })}
                    {...drag.dragHandleProps}
                  >
                    <IconGripVertical size={14} />
                  </ActionIcon>
                  <div style={{ flex: 1, minWidth: 0 }}>{render(item)}</div>
                </Group>
              )}
            </Draggable>
          ))}
          {drop.placeholder}
        </Stack>
      )}
    </Droppable>
  );
}
