import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshExternalCalendar, type SyncDeps } from './external-calendar-sync';
import { findDueExternalCalendars } from './external-calendars.repo';

export interface Refresher {
  /** Refreshes every external calendar not refreshed for half an interval; answers how many it tried. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops the timer and waits for the calendar being refreshed, if any. */
  stop(): Promise<void>;
}

/** At most this many calendars a round, one after the other: the server shares its cores. */
const BATCH = 50;

export function createExternalCalendarRefresher(
  deps: SyncDeps,
  { intervalMs, firstRunMs = 30_000 }: { intervalMs: number; firstRunMs?: number },
): Refresher {
  let timers: NodeJS.Timeout[] = [];
  let stopped = false;
  let current: Promise<unknown> | null = null;

  const runOnce = async () => {
    // Half an interval: a calendar refreshed by hand a moment ago waits for the next round.
    const due = await findDueExternalCalendars(deps.db, new Date(Date.now() - intervalMs / 2), BATCH);
    for (const { id } of due) {
      if (stopped) break;
      await refreshExternalCalendar(deps, id);
    }
    return due.length;
  };

  const tick = () => {
    if (current || stopped) return;
    current = runOnce()
      .catch((error: unknown) => deps.log.error({ err: error }, 'external calendar refresh round failed'))
      .finally(() => {
        current = null;
      });
  };

  return {
    runOnce,
    start() {
      timers = [setTimeout(tick, firstRunMs), setInterval(tick, intervalMs)];
      for (const timer of timers) timer.unref();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await current;
    },
  };
}

/** Runs the refresher while the app runs, every EXTERNAL_CALENDAR_REFRESH_MINUTES (off when 0, as in tests). */
export const externalCalendarRefresherPlugin = fp(async (app: FastifyInstance) => {
  const minutes = app.config.EXTERNAL_CALENDAR_REFRESH_MINUTES;
  if (minutes <= 0) return;
  const refresher = createExternalCalendarRefresher(
    {
      db: app.database.db,
      secrets: app.secrets,
      log: app.log,
      client: { allowPrivateNetworks: app.config.EXTERNAL_CALENDAR_PRIVATE_NETWORKS },
    },
    { intervalMs: minutes * 60_000 },
  );
  app.addHook('onReady', async () => refresher.start());
  app.addHook('onClose', async () => refresher.stop());
});
