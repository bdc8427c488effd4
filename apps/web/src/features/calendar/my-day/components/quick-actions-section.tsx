import {
  DragDropContext,
  Draggable,
  type DragStart,
  type DragUpdate,
  Droppable,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { ActionIcon, Card, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { usePermissions } from '@/lib/permissions';
import { useSaveQuickActions } from '../api/quick-actions-api';
import { isLearner } from '../model/learner';
import { type ChipRow, chipRows, chosenActions, moveRow, tickRow } from '../model/quick-action-choice';
import { availableActions, QUICK_ACTION_TARGETS } from '../model/quick-actions';
import { useChipAccess } from '../model/use-chip-access';

const SECTION_ID = 'quick-actions';

/**
 * /account/me's section (spec §2 my account: chips order): which actions show as chips on my day
 * and in which order, ticked and dragged (with the keyboard too: Space, arrows, Space), saved at
 * each change; at least one stays (spec §5).
 */
export function QuickActionsSection() {
  const { t } = useTranslation('calendar-my-day');
  const { me } = usePermissions();
  const access = useChipAccess();
  const save = useSaveQuickActions();
  const { hash } = useLocation();
  // What the user sees while his change is on its way; back to what is saved when it fails.
  const [edited, setEdited] = useState<ChipRow[] | null>(null);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (hash === `#${SECTION_ID}`) document.getElementById(SECTION_ID)?.scrollIntoView();
  }, [hash]);

  if (!me || !access || isLearner(me)) return null;
  const rows = edited ?? chipRows(me.quickActions, availableActions(access));
  if (rows.length === 0) return null;
  const name = (row: ChipRow | undefined) => (row ? t(`chips.${row.id}`) : '');

  const change = (next: ChipRow[]) => {
    setEdited(next);
    setRefused(false);
    save.mutate({ actions: chosenActions(next) }, { onError: () => setEdited(null) });
  };
  const tick = (row: ChipRow, chosen: boolean) => {
    const result = tickRow(rows, row.id, chosen);
    if ('problem' in result) setRefused(true);
    else change(result.rows);
  };

  const announce = {
    onDragStart: (start: DragStart, provided: ResponderProvided) =>
      provided.announce(
        t('chips.lifted', {
          name: name(rows[start.source.index]),
          position: start.source.index + 1,
          count: rows.length,
        }),
      ),
    onDragUpdate: (update: DragUpdate, provided: ResponderProvided) => {
      if (update.destination) provided.announce(t('chips.moved', { position: update.destination.index + 1 }));
    },
    onDragEnd: (result: DropResult, provided: ResponderProvided) => {
      const moved = name(rows[result.source.index]);
      if (!result.destination) return provided.announce(t('chips.cancelled', { name: moved }));
      provided.announce(t('chips.dropped', { name: moved, position: result.destination.index + 1 }));
      if (result.destination.index !== result.source.index)
        change(moveRow(rows, result.source.index, result.destination.index));
    },
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`${SECTION_ID}-title`} id={SECTION_ID}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${SECTION_ID}-title`}>
          {t('chips.title')}
        </Title>
        <Text size="sm" id={`${SECTION_ID}-hint`}>
          {t('chips.hint')}
        </Text>
        <DragDropContext {...announce} dragHandleUsageInstructions={t('chips.dragInstructions')}>
          <Droppable droppableId="quick-actions">
            {(drop) => (
              <Stack
                gap={6}
                ref={drop.innerRef}
                {...drop.droppableProps}
                component="ul"
                aria-describedby={`${SECTION_ID}-hint`}
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {rows.map((row, index) => {
                  const ChipIcon = QUICK_ACTION_TARGETS[row.id].icon;
                  return (
                    <Draggable key={row.id} draggableId={row.id} index={index}>
                      {(drag) => (
                        <Paper
                          component="li"
                          withBorder
                          p={4}
                          ref={drag.innerRef}
                          {...drag.draggableProps}
                          data-testid="quick-action-row"
                        >
                          <Group gap="xs" wrap="nowrap">
                            <ActionIcon
                              component="div"
                              variant="subtle"
                              color="gray"
                              size={40}
                              aria-label={t('chips.move', { name: name(row) })}
                              {...drag.dragHandleProps}
                            >
                              <IconGripVertical size={20} aria-hidden />
                            </ActionIcon>
                            <ChipIcon size={22} aria-hidden />
                            <Checkbox
                              size="md"
                              label={name(row)}
                              checked={row.chosen}
                              onChange={(event) => tick(row, event.currentTarget.checked)}
                              style={{ flex: 1, minWidth: 0 }}
                            />
                          </Group>
                        </Paper>
                      )}
                    </Draggable>
                  );
                })}
                {drop.placeholder}
              </Stack>
            )}
          </Droppable>
        </DragDropContext>
        {refused && (
          <Text size="sm" c="red.8" role="alert" data-testid="quick-actions-refused">
            {t('chips.atLeastOne')}
          </Text>
        )}
        <ErrorAlert error={save.error} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {save.isSuccess && !refused ? t('chips.saved') : ''}
        </Text>
      </Stack>
    </Card>
  );
}
