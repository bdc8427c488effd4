import { z } from 'zod';
import { appointmentSchema } from './appointments.schema';

/** Spec §9: the next lesson is looked up in the coming 60 minutes. */
export const NEXT_LESSON_WINDOW_MINUTES = 60;
/** How many unpaid past lessons "my day" lists, the latest first. */
export const MY_DAY_UNPAID_MAX = 20;

/** An open task of one of my students due today or overdue. */
export const myDayTaskSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  dueDate: z.string(),
  dueTime: z.string().nullable(),
  student: z.object({ id: z.uuid(), firstname: z.string(), name: z.string() }),
});
export type MyDayTask = z.infer<typeof myDayTaskSchema>;

/** `/` for a monitor (spec: my day): today in order, the next lesson, tasks due, unpaid lessons. */
export const myDaySchema = z.object({
  day: z.iso.date(),
  appointments: z.array(appointmentSchema),
  nextLesson: appointmentSchema.nullable(),
  tasks: z.array(myDayTaskSchema),
  unpaidLessons: z.array(appointmentSchema),
});
export type MyDay = z.infer<typeof myDaySchema>;
