import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PartLevel } from '../api/training-cards-api';
import { AddPartButton } from './part-editing';
import { SortableList } from './sortable-list';

/** One list inside a card (themes, objectives, skills): its title with an add button, then its items in order. */
export function PartSection<Item extends { id: string }>({
  title,
  level,
  parentId,
  items,
  label,
  render,
}: {
  title: string;
  level: PartLevel;
  parentId: string;
  items: readonly Item[];
  label: (item: Item) => string;
  render: (item: Item) => ReactNode;
}) {
  return (
    <>
      <Group gap="xs">
        <Text size="xs" fw={500} c="dimmed" tt="uppercase">
          {title}
        </Text>
        <AddPartButton level={level} parentId={parentId} />
      </Group>
      <SortableList list={{ level, parentId }} items={items} label={label} render={render} />
    </>
  );
}
