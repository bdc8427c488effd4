import { z } from 'zod';
import { examSchema, taskSchema } from './student-sheet.schema';
import { monitorSummarySchema } from './students.schema';

/** One of the student's monitors with contact details (/account/mymonitor). */
export const myMonitorSchema = monitorSummarySchema.extend({ school: z.string().nullable() });
export type MyMonitor = z.infer<typeof myMonitorSchema>;

/** A coming lesson of the student: an appointment naming him, with the monitor whose calendar holds it. */
export const dashboardLessonSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  monitor: z.string().nullable(),
});
export type DashboardLesson = z.infer<typeof dashboardLessonSchema>;

/** /dashboard of a student (role user): upcoming lessons, open tasks and exam dates. */
export const dashboardSchema = z.object({
  lessons: z.array(dashboardLessonSchema),
  tasks: z.array(taskSchema),
  exams: z.array(examSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
