import { z } from 'zod';

/** The ongoing lesson kept on the device (spec §3, §4): start and end datetimes. */
const ongoingLessonSchema = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });
export type OngoingLesson = z.infer<typeof ongoingLessonSchema>;

export const ONGOING_LESSON_KEY = 'ongoingLesson';

/** The stored ongoing lesson; one lacking a start or an end is dropped (spec §4). */
export function readOngoingLesson(
  storage: Pick<Storage, 'getItem' | 'removeItem'> = localStorage,
): OngoingLesson | null {
  const raw = storage.getItem(ONGOING_LESSON_KEY);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const lesson = ongoingLessonSchema.safeParse(parsed);
  if (lesson.success) return lesson.data;
  storage.removeItem(ONGOING_LESSON_KEY);
  return null;
}
