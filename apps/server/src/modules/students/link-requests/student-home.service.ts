import type { Dashboard, MyMonitor } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { findExams, findMyMonitors, findOpenTasks, findUpcomingLessons } from './student-home.repo';

/** /account/mymonitor: who teaches the signed-in student, and how to reach them. */
export function listMyMonitors(db: Db, actor: Actor): Promise<MyMonitor[]> {
  return findMyMonitors(db, actor.userId);
}

/** /dashboard of a student: his coming lessons, open tasks and exams, from his records at every school. */
export async function studentDashboard(db: Db, actor: Actor, now = new Date()): Promise<Dashboard> {
  const [lessons, tasks, exams] = await Promise.all([
    findUpcomingLessons(db, actor.userId, now),
    findOpenTasks(db, actor.userId),
    findExams(db, actor.userId),
  ]);
  return {
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      start: lesson.startsAt.toISOString(),
      end: lesson.endsAt.toISOString(),
      monitor: lesson.monitor,
    })),
    tasks: tasks.map((task) => ({
      id: task.id,
      version: task.version,
      description: task.description,
      dueDate: task.dueDate,
      dueTime: task.dueTime,
      done: false,
    })),
    exams: exams.map(({ exam, examiner }) => ({
      id: exam.id,
      version: exam.version,
      date: exam.date,
      examiner: examiner && {
        id: examiner.id,
        version: examiner.version,
        name: examiner.name,
        active: examiner.active,
      },
      type: exam.type,
      status: exam.status,
      remarks: exam.remarks,
    })),
  };
}
