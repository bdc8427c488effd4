import { type ExternalSyncError, withinAppointmentRange } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { appointments } from '../../../db/schema';
import type { Deps } from '../../../kernel/deps';
import type { Secrets } from '../../../lib/secrets';
import type { CalendarRow } from '../calendars/calendars.repo';
import { type MappedEvent, mapCalendarObject } from '../ical/ical-occurrences';
import { InvalidCalendarData } from '../ical/ical-parse';
import {
  type CaldavConnection,
  CaldavFailure,
  type ClientOptions,
  changesSince,
  fetchWindow,
  type NeedsFetch,
  type RemoteObject,
  readCalendar,
} from './caldav-client';
import {
  deleteAllCopies,
  deleteCopiedObjects,
  findCalendarRow,
  findCopiedObjects,
  insertCopies,
  lockCalendarCopies,
  updateExternalCalendar,
} from './external-calendars.repo';
import { type SyncWindow, syncWindow } from './sync-window';

export interface SyncDeps extends Pick<Deps, 'db' | 'secrets' | 'log'> {
  /** Timeouts and size limits of the CalDAV requests (tests shorten them). */
  client?: ClientOptions;
}

/**
 * What `external_sync_token` holds between refreshes: the window the copies were made for, and
 * the server's sync token (RFC 6578) or, for a server without sync-collection, its ctag.
 */
interface SyncState {
  window: string;
  syncToken?: string;
  ctag?: string;
}

export type SyncOutcome =
  | { ok: true; mode: 'unchanged' | 'changes' | 'full'; written: number; removed: number; skipped: number }
  | { ok: false; reason: ExternalSyncError };

function readState(text: string | null): SyncState | null {
  if (!text) return null;
  try {
    const state = JSON.parse(text) as SyncState;
    return typeof state.window === 'string' ? state : null;
  } catch {
    return null;
  }
}

export function connectionOf(calendar: CalendarRow, secrets: Secrets): CaldavConnection {
  if (!calendar.caldavUrl || !calendar.caldavUsername || !calendar.caldavPasswordSealed) {
    throw new CaldavFailure('failed', 'the subscription lacks its address or credentials');
  }
  return {
    url: calendar.caldavUrl,
    username: calendar.caldavUsername,
    password: secrets.decrypt(calendar.caldavPasswordSealed),
  };
}

/** The last segment of an object's path: what `dav_name` keeps (an occurrence adds `#<recurrence id>`). */
export function objectName(path: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? path;
}

type CopyRow = typeof appointments.$inferInsert;

/** The appointments of one resource; a lone event keeps the resource name, occurrences add their id. */
function copiesOf(calendar: CalendarRow, name: string, etag: string | null, events: MappedEvent[]): CopyRow[] {
  const single = events.length === 1 && events[0]?.recurrenceId === null;
  const seen = new Set<string>();
  return events.map((event, index) => {
    let davName = single ? name : `${name}#${event.recurrenceId ?? event.uid}`;
    if (seen.has(davName)) davName = `${davName}#${index}`;
    seen.add(davName);
    return {
      ownerId: calendar.ownerId,
      schoolId: calendar.schoolId,
      calendarId: calendar.id,
      title: event.title,
      startsAt: event.start,
      endsAt: event.end,
      allDay: event.allDay,
      location: event.location,
      description: event.description,
      icalUid: event.uid || null,
      davName,
      externalEtag: etag,
    };
  });
}

interface Mapped {
  names: string[];
  rows: CopyRow[];
  /** Resources that are not iCalendar, and events outside the years an appointment may lie in. */
  skipped: number;
}

/**
 * The copies of the objects' events. An event starting or ending outside the plausible range of
 * appointments (year 0, 2099) is skipped and counted, like an unreadable resource.
 */
function mapObjects(
  calendar: CalendarRow,
  objects: RemoteObject[],
  window: SyncWindow,
  now: Date,
  deps: SyncDeps,
): Mapped {
  const mapped: Mapped = { names: [], rows: [], skipped: 0 };
  let unreadable = 0;
  let outOfRange = 0;
  for (const object of objects) {
    const name = objectName(object.href);
    mapped.names.push(name);
    try {
      const events = mapCalendarObject(object.data, window);
      const plausible = events.filter((event) => withinAppointmentRange(event, now));
      outOfRange += events.length - plausible.length;
      mapped.rows.push(...copiesOf(calendar, name, object.etag, plausible));
    } catch (error) {
      if (!(error instanceof InvalidCalendarData)) throw error;
      unreadable += 1;
    }
  }
  mapped.skipped = unreadable + outOfRange;
  if (mapped.skipped > 0) deps.log.warn({ calendarId: calendar.id, unreadable, outOfRange }, 'external events skipped');
  return mapped;
}

async function runSync(deps: SyncDeps, calendar: CalendarRow, now: Date): Promise<SyncOutcome> {
  const { db } = deps;
  const connection = connectionOf(calendar, deps.secrets);
  const window = syncWindow(now);
  const state = readState(calendar.externalSyncToken);
  const props = await readCalendar(connection, deps.client);
  const sameWindow = state?.window === window.key;
  const known = await findCopiedObjects(db, calendar.id);
  const changedOnly: NeedsFetch = (path, etag) => etag === null || known.get(objectName(path)) !== etag;
  const nextState = (syncToken?: string | null): SyncState => ({
    window: window.key,
    ...(props.supportsSyncCollection && syncToken ? { syncToken } : {}),
    ...(props.ctag ? { ctag: props.ctag } : {}),
  });

  if (sameWindow && state) {
    if (props.supportsSyncCollection && state.syncToken) {
      if (props.syncToken && props.syncToken === state.syncToken) {
        await record(db, calendar.id, now, nextState(state.syncToken));
        return { ok: true, mode: 'unchanged', written: 0, removed: 0, skipped: 0 };
      }
      const delta = await changesSince(connection, state.syncToken, changedOnly, deps.client);
      if (delta) {
        const mapped = mapObjects(calendar, delta.changed, window, now, deps);
        const removed = delta.removed.map(objectName);
        await db.transaction(async (tx) => {
          await lockCalendarCopies(tx, calendar.id);
          await deleteCopiedObjects(tx, calendar.id, [...mapped.names, ...removed]);
          await insertCopies(tx, mapped.rows);
        });
        await record(db, calendar.id, now, nextState(delta.syncToken));
        return {
          ok: true,
          mode: 'changes',
          written: mapped.rows.length,
          removed: removed.length,
          skipped: mapped.skipped,
        };
      }
    } else if (!props.supportsSyncCollection && state.ctag && props.ctag === state.ctag) {
      await record(db, calendar.id, now, nextState());
      return { ok: true, mode: 'unchanged', written: 0, removed: 0, skipped: 0 };
    }
  }

  // A full refresh: first time, the window moved (every occurrence is expanded again), the token
  // was refused, or a server without sync-collection changed its ctag (unchanged ETags are kept).
  const listing = await fetchWindow(connection, window, sameWindow ? changedOnly : () => true, deps.client);
  const mapped = mapObjects(calendar, listing.objects, window, now, deps);
  const listed = new Set(listing.listed.map(objectName));
  const gone = [...known.keys()].filter((name) => !listed.has(name));
  await db.transaction(async (tx) => {
    await lockCalendarCopies(tx, calendar.id);
    if (sameWindow) await deleteCopiedObjects(tx, calendar.id, [...mapped.names, ...gone]);
    else await deleteAllCopies(tx, calendar.id);
    await insertCopies(tx, mapped.rows);
  });
  await record(db, calendar.id, now, nextState(props.syncToken));
  return { ok: true, mode: 'full', written: mapped.rows.length, removed: gone.length, skipped: mapped.skipped };
}

async function record(db: Db, id: string, now: Date, state: SyncState): Promise<void> {
  await updateExternalCalendar(db, id, {
    externalSyncedAt: now,
    externalSyncError: null,
    externalSyncToken: JSON.stringify(state),
  });
}

/**
 * One refresh at a time per calendar in this process: a "refresh now" during the background one
 * waits for it. Across processes, each refresh's writes lock the calendar (`lockCalendarCopies`).
 */
const running = new Map<string, Promise<SyncOutcome>>();

/**
 * Copies the external calendar's events of the window into its appointments, by sync-collection
 * when the server offers it, else by ctag and a full listing. A failure is recorded on the
 * calendar (`external_sync_error`) and answered, never thrown; the copies stay as they were.
 */
export function refreshExternalCalendar(deps: SyncDeps, calendarId: string, now = new Date()): Promise<SyncOutcome> {
  const current = running.get(calendarId);
  if (current) return current;
  const started = Date.now();
  const run = (async (): Promise<SyncOutcome> => {
    const calendar = await findCalendarRow(deps.db, calendarId);
    if (calendar?.provider !== 'caldav') return { ok: false, reason: 'not_found' };
    try {
      const outcome = await runSync(deps, calendar, now);
      deps.log.info({ calendarId, ...outcome, ms: Date.now() - started }, 'external calendar refreshed');
      return outcome;
    } catch (error) {
      const reason: ExternalSyncError = error instanceof CaldavFailure ? error.reason : 'failed';
      // Never the password, the address or the server's answer: only the reason and the calendar.
      deps.log.warn({ calendarId, reason, ms: Date.now() - started }, 'external calendar refresh failed');
      if (!(error instanceof CaldavFailure))
        deps.log.error({ calendarId, err: error }, 'external calendar refresh error');
      await updateExternalCalendar(deps.db, calendarId, { externalSyncError: reason }).catch(() => {});
      return { ok: false, reason };
    }
  })().finally(() => running.delete(calendarId));
  running.set(calendarId, run);
  return run;
}
