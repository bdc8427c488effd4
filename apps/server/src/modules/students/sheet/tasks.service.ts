import type { Task, TaskInput } from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
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
  await requireAccess(db, actor, 'student.read', studentId);
  return (await findTasks(db, studentId)).map(presentTask);
}

export async function addTask(db: Db, actor: Actor, studentId: string, input: TaskInput): Promise<Task> {
  await requireAccess(db, actor, 'student.write', studentId);
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
  await requireAccess(db, actor, 'student.write', studentId);
  return presentTask(writtenAtVersion(await updateTask(db, studentId, id, version, input), notFound));
}

export async function removeTask(db: Db, actor: Actor, studentId: string, id: string): Promise<void> {
  await requireAccess(db, actor, 'student.write', studentId);
  if (!(await deleteTask(db, studentId, id))) throw notFound();
}
