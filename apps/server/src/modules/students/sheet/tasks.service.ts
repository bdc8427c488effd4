import type { Task, TaskInput } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import { requireStudent } from '../core/student-access.service';
import { deleteTask, findTasks, insertTask, type TaskRow, updateTask } from './tasks.repo';

const notFound = () => new NotFoundError('No such task');

function presentTask(row: TaskRow): Task {
  return {
    id: row.id,
    version: row.version,
    description: row.description,
    dueDate: row.dueDate,
    // The time column answers HH:MM:SS; the sheet works in minutes.
    dueTime: row.dueTime?.slice(0, 5) ?? null,
    done: row.doneAt !== null,
  };
}

export async function listTasks(db: Db, actor: Actor, studentId: string): Promise<Task[]> {
  await requireStudent(db, actor, studentId, 'read');
  return (await findTasks(db, studentId)).map(presentTask);
}

export async function addTask(db: Db, actor: Actor, studentId: string, input: TaskInput): Promise<Task> {
  await requireStudent(db, actor, studentId, 'write');
  return presentTask(await insertTask(db, studentId, actor.userId, input));
}

export async function replaceTask(
  db: Db,
  actor: Actor,
  studentId: string,
  id: string,
  input: TaskInput,
  version: number,
): Promise<Task> {
  await requireStudent(db, actor, studentId, 'write');
  return presentTask(writtenAtVersion(await updateTask(db, studentId, id, version, input), notFound));
}

export async function removeTask(db: Db, actor: Actor, studentId: string, id: string): Promise<void> {
  await requireStudent(db, actor, studentId, 'write');
  if (!(await deleteTask(db, studentId, id))) throw notFound();
}
