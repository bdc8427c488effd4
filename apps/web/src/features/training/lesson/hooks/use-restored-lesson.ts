import { DEFAULT_LESSON_DURATION_MINUTES, type TrainingCard } from '@ds/domain';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { type OngoingLesson, saveOngoingLesson, useOngoingLesson } from '@/lib/ongoing-lesson';
import { useOnline } from '@/lib/online';
import { fetchOngoingLesson } from '../api/lessons-api';

/**
 * The ongoing lesson: the device's, or else the one the server knows (started on another
 * device), written to this device once read. `looking` while the server is asked.
 */
export function useRestoredLesson(): { lesson: OngoingLesson | null; looking: boolean } {
  const lesson = useOngoingLesson();
  const online = useOnline();
  const [looking, setLooking] = useState(lesson === null && online);

  useEffect(() => {
    if (lesson || !online) {
      setLooking(false);
      return;
    }
    let cancelled = false;
    setLooking(true);
    (async () => {
      const known = await fetchOngoingLesson();
      if (!known?.trainingCardId || cancelled) return;
      const card = await api<TrainingCard>(`/training-cards/${known.trainingCardId}`);
      const themes = card.tree.flatMap((domain) => domain.themes);
      const skills = themes.flatMap((theme) => theme.skills);
      const worked = themes.filter((theme) => theme.skills.some((skill) => known.skillIds.includes(skill.id)));
      const start = new Date(known.startedAt);
      saveOngoingLesson({
        id: known.id,
        start: known.startedAt,
        end: new Date(start.getTime() + DEFAULT_LESSON_DURATION_MINUTES * 60_000).toISOString(),
        student: known.student,
        trainingCardId: known.trainingCardId,
        appointmentId: known.appointmentId,
        objectives: worked.flatMap((theme) => theme.objectives.map((objective) => objective.text)),
        skills: known.skillIds.flatMap((skillId) => {
          const skill = skills.find((entry) => entry.id === skillId);
          return skill
            ? [{ id: skill.id, name: skill.name, pedagogicalObjective: skill.pedagogicalObjective, previous: null }]
            : [];
        }),
        evaluations: known.evaluations,
        comments: known.comments,
        synced: [...known.evaluations, ...known.comments].map((item) => item.id),
      });
    })()
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setLooking(false);
      });
    return () => {
      cancelled = true;
    };
  }, [lesson, online]);

  return { lesson, looking };
}
