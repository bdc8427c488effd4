import { GoogleCalendarError } from '../../../integrations/google-calendar/google-calendar-client';
import type { Deps } from '../../../kernel/deps';
import { defineJob, type JobDefinition, type Poller } from '../../../kernel/job-definition';
import { googleClientOf } from './google-connection';
import { findLink, findLinksDue, findLinksToPush, updateLink } from './google-links.repo';
import { linkErrorOf, syncLink } from './google-sync';

export const GOOGLE_SYNC = 'calendar.google-sync';
export const GOOGLE_SYNC_ROUND = 'calendar.google-sync-round';
const ROUND_SIZE = 200;

/** One waiting sync per link: a change, a notification and the round asking at once make one job. */
export async function planGoogleSyncs(deps: Pick<Deps, 'db' | 'jobs'>, linkIds: string[]): Promise<void> {
  await deps.jobs.enqueue(
    deps.db,
    linkIds.map((linkId) => ({ name: GOOGLE_SYNC, data: { linkId }, singletonKey: linkId })),
  );
  deps.jobs.nudge(GOOGLE_SYNC);
}

/**
 * Our changes reach Google within seconds whatever wrote them (API, phone, series): every 2 s a
 * process looks for links whose calendar logged a change after their pushed position, and plans
 * their sync. It only plans (answers 0): the sync job does the work and retries.
 */
export const googlePushPlanner: Poller = {
  name: 'calendar.google-push-planner',
  everySeconds: 2,
  run: async (deps) => {
    const due = await findLinksToPush(deps.db, ROUND_SIZE);
    if (due.length > 0)
      await planGoogleSyncs(
        deps,
        due.map(({ id }) => id),
      );
    return 0;
  },
};

/**
 * One sync of a link. Google unavailable (timeout, 5xx, 429) is retried with backoff, the link
 * showing `google_unreachable` meanwhile; after the last try the link is `failing` with it, and
 * the polling round tries again later. A consent Google no longer accepts fails at once: the user
 * links again.
 */
async function runSync(deps: Deps, linkId: string, lastTry: boolean): Promise<'done' | 'retry'> {
  const client = googleClientOf(deps);
  const link = await findLink(deps.db, linkId);
  if (!client || !link || link.status === 'choosing') return 'done';
  const started = Date.now();
  try {
    const counts = await syncLink(deps, client, link.id);
    // Another process is syncing the link: this job comes back after its backoff, and meanwhile
    // holds the link's one waiting place, so the planners do not plan it again and again.
    if (counts.busy) return 'retry';
    deps.log.info({ linkId, ...counts, ms: Date.now() - started }, 'google calendar synced');
    return 'done';
  } catch (error) {
    if (!(error instanceof GoogleCalendarError)) throw error;
    const lastError = linkErrorOf(error);
    const retry = error.kind === 'unavailable';
    const status = retry && !lastTry ? 'active' : 'failing';
    await updateLink(deps.db, linkId, { lastError, status });
    deps.log.warn(
      { linkId, reason: lastError, retry: retry && !lastTry, ms: Date.now() - started },
      'google sync failed',
    );
    return retry ? 'retry' : 'done';
  }
}

/**
 * The Google calendar link's jobs: the sync (push, pull, channel renewal) and the polling round,
 * every `minutes` (none when 0), which syncs each link not synced for half an interval — the only
 * way Google's changes arrive without a push channel, and the channels' renewal before expiry.
 */
export function googleCalendarJobs(options: { minutes: number; retryDelaySeconds: number }): JobDefinition[] {
  const intervalMs = options.minutes * 60_000;
  return [
    {
      name: GOOGLE_SYNC_ROUND,
      schedule: options.minutes > 0 ? `*/${Math.min(options.minutes, 59)} * * * *` : undefined,
      retryLimit: 0,
      run: async (deps) => {
        const due = await findLinksDue(deps.db, new Date(Date.now() - intervalMs / 2), ROUND_SIZE);
        await planGoogleSyncs(
          deps,
          due.map(({ id }) => id),
        );
        return undefined;
      },
    },
    defineJob<{ linkId: string }>({
      name: GOOGLE_SYNC,
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: options.retryDelaySeconds,
      expireInSeconds: 5 * 60,
      run: async (deps, jobs) => {
        const retry: Array<{ id: string; reason: string }> = [];
        for (const job of jobs) {
          if ((await runSync(deps, job.data.linkId, job.lastTry)) === 'retry')
            retry.push({ id: job.id, reason: 'google unavailable or the link busy' });
        }
        return { retry };
      },
    }),
  ];
}
