import { useEffect, useRef, useState } from 'react';
import {
  type OngoingLesson,
  pendingWork,
  readOngoingLesson,
  saveOngoingLesson,
  withSynced,
} from '@/lib/ongoing-lesson';
import { useOnline } from '@/lib/online';
import { sendLessonWork } from '../api/lessons-api';

const RETRY_MS = 5_000;

/**
 * Sends the lesson's evaluations and comments not stored yet whenever there is a connection:
 * at once after each change, when the connection returns, and again a little later after a
 * failure. The server stores each once by its id, so sending twice is harmless.
 */
export function useLessonSync(lesson: OngoingLesson | null) {
  const online = useOnline();
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const sending = useRef(false);
  const pending = lesson ? pendingWork(lesson) : { evaluations: [], comments: [] };
  const count = pending.evaluations.length + pending.comments.length;

  useEffect(() => {
    if (!lesson || !online || count === 0 || sending.current || failedAt !== null) return;
    sending.current = true;
    sendLessonWork(lesson.id, pendingWork(lesson))
      .then((answer) => {
        const stored = [...answer.evaluations, ...answer.comments].map((item) => item.id);
        // Read again: more may have been recorded while the answer was on its way.
        const latest = readOngoingLesson();
        if (latest?.id === lesson.id) saveOngoingLesson(withSynced(latest, stored));
      })
      .catch(() => setFailedAt(Date.now()))
      .finally(() => {
        sending.current = false;
      });
  }, [lesson, online, count, failedAt]);

  useEffect(() => {
    if (failedAt === null) return;
    const retry = setTimeout(() => setFailedAt(null), RETRY_MS);
    return () => clearTimeout(retry);
  }, [failedAt]);

  return { pending: count, online };
}
