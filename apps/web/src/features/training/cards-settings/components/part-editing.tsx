import type { TrainingCard } from '@ds/domain';
import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PartLevel, useDeletePart } from '../api/training-cards-api';
import { PartForm } from './part-form';

type Part = Parameters<typeof PartForm>[0]['part'];
interface Editing {
  level: PartLevel;
  parentId: string;
  part: Part;
}

const PartEditingContext = createContext<(editing: Editing) => void>(() => {});

/**
 * Holds the one part form of a card tree, opened by the edit and add buttons below it, on the
 * card's version shown when it opened (a part's change names the card's version).
 */
export function PartEditingProvider({ card, children }: { card: TrainingCard; children: ReactNode }) {
  const { t } = useTranslation('training-cards');
  const [editing, setEditing] = useState<(Editing & { version: number }) | null>(null);
  const titleOf = ({ level, part }: Editing) => t(part ? `editTitle.${level}` : `addTitle.${level}`);
  const edit = (opened: Editing) => setEditing({ ...opened, version: card.version });
  return (
    <PartEditingContext.Provider value={edit}>
      {children}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing && titleOf(editing)} size="lg">
        {editing && (
          <PartForm
            key={`${editing.level}:${editing.part?.id ?? editing.parentId}`}
            level={editing.level}
            parentId={editing.parentId}
            cardId={card.id}
            cardVersion={editing.version}
            part={editing.part}
            onSaved={() => {
              notifications.show({ color: 'green', message: t('saved') });
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </PartEditingContext.Provider>
  );
}

/** An add button for a level under a parent ("Add a skill"). */
export function AddPartButton({ level, parentId }: { level: PartLevel; parentId: string }) {
  const { t } = useTranslation('training-cards');
  const edit = useContext(PartEditingContext);
  return (
    <ActionIcon
      variant="light"
      size="sm"
      aria-label={t(`addTitle.${level}`)}
      title={t(`addTitle.${level}`)}
      onClick={() => edit({ level, parentId, part: null })}
    >
      <IconPlus size={14} />
    </ActionIcon>
  );
}

/** Edit and delete buttons of one part, named after it for screen readers. */
export function PartActions({
  level,
  parentId,
  part,
  name,
}: {
  level: PartLevel;
  parentId: string;
  part: NonNullable<Part>;
  name: string;
}) {
  const { t } = useTranslation('training-cards');
  const edit = useContext(PartEditingContext);
  const remove = useDeletePart(level);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t(`deleteTitle.${level}`),
      children: <Text size="sm">{t(`deleteText.${level}`, { name })}</Text>,
      labels: { confirm: t('delete'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(part.id, { onSuccess: () => notifications.show({ color: 'green', message: t('deleted') }) }),
    });
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('editNamed', { name })}
        onClick={() => edit({ level, parentId, part })}
      >
        <IconPencil size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        aria-label={t('deleteNamed', { name })}
        onClick={confirmDelete}
      >
        <IconTrash size={14} />
      </ActionIcon>
    </Group>
  );
}
