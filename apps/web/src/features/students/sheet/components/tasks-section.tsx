import type { Task } from '@ds/domain';
import { Checkbox, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaleReload } from '@/components/stale-record-alert';
import { formatDate } from '@/lib/format';
import { isStaleVersion } from '@/lib/record-api';
import { tasksApi } from '../api/sections-api';
import { useConfirmDelete } from '../model/use-confirm-delete';
import { RecordRow } from './record-row';
import { SectionList } from './section-list';
import { SheetModal } from './sheet-modal';
import { TaskForm } from './task-form';

function deadline(task: Task): string | null {
  if (!task.dueDate) return task.dueTime?.slice(0, 5) ?? null;
  return [formatDate(task.dueDate), task.dueTime?.slice(0, 5)].filter(Boolean).join(' ');
}

/** The student's tasks; ticking one marks it done at once. */
export function TasksSection({ studentId, canWrite }: { studentId: string; canWrite: boolean }) {
  const { t } = useTranslation('students-sheet');
  const tasks = tasksApi.useList(studentId);
  const save = tasksApi.useSave(studentId);
  const remove = tasksApi.useDelete(studentId);
  const readTask = tasksApi.useRead(studentId);
  const onStale = useStaleReload();
  const confirmDelete = useConfirmDelete(remove, 'tasks');
  const [editing, setEditing] = useState<Task | 'new' | null>(null);

  // The tick sends the task as shown, at the version shown; if it changed meanwhile, the list is read again.
  const setDone = (task: Task, done: boolean) =>
    save.mutate(
      {
        id: task.id,
        input: { description: task.description, dueDate: task.dueDate, dueTime: task.dueTime, done },
        version: task.version,
      },
      { onError: (error) => onStale(error, () => readTask(task.id)) },
    );

  return (
    <SectionList
      loading={tasks.isPending}
      error={tasks.error ?? (isStaleVersion(save.error) ? null : save.error) ?? remove.error}
      empty={tasks.data?.length === 0}
      emptyText={t('tasks.empty')}
      addLabel={t('tasks.add')}
      onAdd={canWrite ? () => setEditing('new') : undefined}
    >
      {tasks.data?.map((task) => {
        const due = deadline(task);
        return (
          <RecordRow
            key={task.id}
            testId="student-task"
            name={task.description}
            onEdit={canWrite ? () => setEditing(task) : undefined}
            onDelete={canWrite ? () => confirmDelete(task.id, task.description) : undefined}
            leading={
              <Checkbox
                mt={2}
                aria-label={t('tasks.doneOf', { task: task.description })}
                checked={task.done}
                disabled={!canWrite || save.isPending}
                onChange={(event) => setDone(task, event.currentTarget.checked)}
              />
            }
          >
            <Text size="sm" td={task.done ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {task.description}
            </Text>
            {due && (
              <Text size="xs" c="dimmed">
                {t('tasks.due', { deadline: due })}
              </Text>
            )}
          </RecordRow>
        );
      })}
      {editing && (
        <SheetModal onClose={() => setEditing(null)} title={t(editing === 'new' ? 'tasks.add' : 'tasks.edit')}>
          <TaskForm studentId={studentId} task={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </SheetModal>
      )}
    </SectionList>
  );
}
