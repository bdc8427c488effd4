import { type EvaluationLevel, evaluationInput, lessonCommentInput } from '@ds/domain';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The ongoing lesson kept on the device (spec §3, §4): its start and (planned) end, what it is
 * about, and every evaluation and comment made, saved at once, so that a reload, a dropped
 * connection or a closed tab loses nothing; `synced` names those the server has stored.
 */
const ongoingLessonSchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  id: z.uuid(),
  student: z.object({ id: z.uuid(), firstname: z.string(), name: z.string() }),
  trainingCardId: z.uuid(),
  appointmentId: z.uuid().nullable(),
  /** The objectives of the theme worked on (shown from card level 2). */
  objectives: z.array(z.string()),
  /** The chosen skills with what the screen shows of them, so it works offline after a reload. */
  skills: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      pedagogicalObjective: z.string(),
      /** The latest level before this lesson, if any. */
      previous: z.object({ level: z.number().int(), evaluatedAt: z.string() }).nullable(),
    }),
  ),
  evaluations: z.array(evaluationInput),
  comments: z.array(lessonCommentInput),
  synced: z.array(z.string()),
});
export type OngoingLesson = z.infer<typeof ongoingLessonSchema>;

export const ONGOING_LESSON_KEY = 'ongoingLesson';
const CHANGED = 'ongoing-lesson-changed';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored ongoing lesson; one lacking a start or an end (or unreadable) is dropped (spec §4). */
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

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
}

export function saveOngoingLesson(lesson: OngoingLesson, storage: Store = localStorage): void {
  storage.setItem(ONGOING_LESSON_KEY, JSON.stringify(lesson));
  notify();
}

export function clearOngoingLesson(storage: Store = localStorage): void {
  storage.removeItem(ONGOING_LESSON_KEY);
  notify();
}

/** A new evaluation of a skill (its id made here, so sending it twice stores it once). */
export function withEvaluation(
  lesson: OngoingLesson,
  skillId: string,
  level: EvaluationLevel,
  now = new Date(),
  id: string = crypto.randomUUID(),
): OngoingLesson {
  return { ...lesson, evaluations: [...lesson.evaluations, { id, skillId, level, evaluatedAt: now.toISOString() }] };
}

export function withComment(
  lesson: OngoingLesson,
  text: string,
  skillId: string | null,
  id: string = crypto.randomUUID(),
): OngoingLesson {
  return { ...lesson, comments: [...lesson.comments, { id, text, skillId }] };
}

/** The evaluations and comments the server has not confirmed yet. */
export function pendingWork(lesson: OngoingLesson) {
  const synced = new Set(lesson.synced);
  return {
    evaluations: lesson.evaluations.filter((evaluation) => !synced.has(evaluation.id)),
    comments: lesson.comments.filter((comment) => !synced.has(comment.id)),
  };
}

/** Marks as stored what the server's answer holds. */
export function withSynced(lesson: OngoingLesson, storedIds: readonly string[]): OngoingLesson {
  return { ...lesson, synced: [...new Set([...lesson.synced, ...storedIds])] };
}

/** Each skill's level in this lesson: its last evaluation (0 when none yet). */
export function lessonLevels(lesson: OngoingLesson): Map<string, EvaluationLevel> {
  const levels = new Map<string, EvaluationLevel>();
  for (const evaluation of lesson.evaluations) levels.set(evaluation.skillId, evaluation.level as EvaluationLevel);
  return levels;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored ongoing lesson, following its changes (this tab's and others'). */
export function useOngoingLesson(): OngoingLesson | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(ONGOING_LESSON_KEY),
    () => null,
  );
  // Parsed from the raw text, so the snapshot stays the same string while nothing changes.
  return raw === null ? null : readOngoingLesson();
}
