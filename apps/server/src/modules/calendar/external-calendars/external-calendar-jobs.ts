import type { Deps } from '../../../kernel/deps';
import { defineJob, type JobDefinition } from '../../../kernel/job-definition';
import { refreshExternalCalendar } from './external-calendar-sync';
import { findDueExternalCalendars } from './external-calendars.repo';

export const EXTERNAL_REFRESH_ROUND = 'calendar.external-refresh-round';
export const EXTERNAL_REFRESH = 'calendar.external-refresh';

/** At most this many calendars a round: the next round takes the rest. */
const ROUND_SIZE = 200;

/**
 * One refresh job per external calendar not refreshed since `before` (never refreshed first);
 * a calendar already waiting for its refresh gets no second job.
 */
export async function planExternalRefreshes(deps: Pick<Deps, 'db' | 'jobs'>, before: Date): Promise<number> {
  const due = await findDueExternalCalendars(deps.db, before, ROUND_SIZE);
  await deps.jobs.enqueue(
    deps.db,
    due.map(({ id }) => ({ name: EXTERNAL_REFRESH, data: { calendarId: id }, singletonKey: id })),
  );
  deps.jobs.nudge(EXTERNAL_REFRESH);
  return due.length;
}

function everyMinutes(minutes: number): string {
  return minutes < 60 ? `*/${minutes} * * * *` : `0 */${Math.max(1, Math.round(minutes / 60))} * * *`;
}

/**
 * External CalDAV calendars refreshed in the background every `minutes` (none when 0): a
 * scheduled round, run by one process, plans a job per calendar due, which any process runs.
 */
export function externalCalendarJobs(options: { minutes: number; allowPrivateNetworks: boolean }): JobDefinition[] {
  const intervalMs = options.minutes * 60_000;
  return [
    {
      name: EXTERNAL_REFRESH_ROUND,
      schedule: options.minutes > 0 ? everyMinutes(options.minutes) : undefined,
      retryLimit: 0,
      // Half an interval: a calendar refreshed by hand a moment ago waits for the next round.
      run: async (deps) => {
        await planExternalRefreshes(deps, new Date(Date.now() - intervalMs / 2));
        return undefined;
      },
    },
    defineJob<{ calendarId: string }>({
      name: EXTERNAL_REFRESH,
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 60,
      expireInSeconds: 5 * 60,
      run: async (deps, jobs) => {
        const client = { allowPrivateNetworks: options.allowPrivateNetworks };
        for (const job of jobs) await refreshExternalCalendar({ ...deps, client }, job.data.calendarId);
        return undefined;
      },
    }),
  ];
}
