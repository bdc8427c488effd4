/**
 * The conflict rule of the Google calendar link (docs/architecture.md, "Calendars: the Google
 * calendar link"): when an event we pushed changed at Google, the later writer wins, compared by
 * Google's `updated` and our appointment's last change; an appointment with a course (a lesson)
 * keeps its own fields (time, title, students) whatever Google says, so it is pushed again.
 */
export type GoogleConflictOutcome = 'take-google' | 'push-ours';

export function resolveGoogleConflict(
  ours: { updatedAt: Date; isLesson: boolean },
  google: { updated: Date },
): GoogleConflictOutcome {
  if (ours.isLesson) return 'push-ours';
  return google.updated.getTime() > ours.updatedAt.getTime() ? 'take-google' : 'push-ours';
}
