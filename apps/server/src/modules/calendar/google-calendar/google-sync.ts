import { randomUUID } from 'node:crypto';
import { type GoogleLinkError, resolveGoogleConflict, withinAppointmentRange } from '@ds/domain';
import type { appointments } from '../../../db/schema';
import {
  type GoogleCalendarClient,
  GoogleCalendarError,
  type GoogleEvent,
} from '../../../integrations/google-calendar/google-calendar-client';
import {
  deleteAllCopies,
  deleteCopiedObjects,
  findCalendarRow,
  insertCopies,
} from '../external-calendars/external-calendars.repo';
import { syncWindow } from '../external-calendars/sync-window';
import { type GoogleDeps, withAccess } from './google-connection';
import {
  changesAfter,
  claimSyncLease,
  deleteAppointmentAt,
  deleteEventLink,
  findAppointmentsToPush,
  findEventLinks,
  findLink,
  type GoogleEventLinkRow,
  type GoogleLinkRow,
  type PushedAppointment,
  releaseSyncLease,
  saveEventLink,
  takeGoogleChange,
  updateLink,
} from './google-links.repo';

/** Appointments pushed per step; the rest follow in the same run. */
const PUSH_BATCH = 100;
/** A channel lives a week; it is renewed in its last day. */
const CHANNEL_TTL_SECONDS = 7 * 24 * 3600;
const CHANNEL_RENEW_MS = 24 * 3600 * 1000;

export interface SyncCounts {
  pushed: number;
  removed: number;
  copied: number;
  taken: number;
  full: boolean;
  /** Another sync of the link was under way: this one did nothing. */
  busy: boolean;
}

/** The channel token Google echoes with each notification: derived, never stored. */
export function channelToken(deps: Pick<GoogleDeps, 'secrets'>, linkId: string, channelId: string): string {
  return deps.secrets.derive('google-channel', linkId, channelId);
}

/** What a link error is, from a failed call: the user sees it in the settings. */
export function linkErrorOf(error: GoogleCalendarError): GoogleLinkError {
  if (error.kind === 'revoked' || error.kind === 'auth') return 'google_access_revoked';
  if (error.kind === 'unavailable') return 'google_unreachable';
  if (error.kind === 'not_found') return 'google_calendar_gone';
  return 'google_refused';
}

function draftOf(appointment: PushedAppointment) {
  return {
    title: appointment.title,
    description: appointment.description,
    location: appointment.location,
    start: appointment.startsAt,
    end: appointment.endsAt,
    allDay: appointment.allDay,
    ourId: appointment.id,
  };
}

interface Session {
  deps: GoogleDeps;
  client: GoogleCalendarClient;
  link: GoogleLinkRow & { googleCalendarId: string; calendarId: string };
  counts: SyncCounts;
}

const call = <T>(session: Session, fn: (token: string) => Promise<T>) =>
  withAccess(session.deps, session.client, session.link, fn);

/** Inserts, or patches the event we pushed before; an event deleted at Google meanwhile is inserted again. */
async function pushOne(session: Session, appointment: PushedAppointment, known: GoogleEventLinkRow | undefined) {
  const { link } = session;
  const draft = draftOf(appointment);
  let event: GoogleEvent | null = null;
  if (known) {
    event = await call(session, (token) =>
      session.client.patchEvent(token, link.googleCalendarId, known.googleEventId, draft),
    ).catch((error: unknown) => {
      if (error instanceof GoogleCalendarError && (error.kind === 'gone' || error.kind === 'not_found')) return null;
      throw error;
    });
  }
  event ??= await call(session, (token) => session.client.insertEvent(token, link.googleCalendarId, draft));
  await saveEventLink(session.deps.db, {
    linkId: link.id,
    appointmentId: appointment.id,
    googleEventId: event.id,
    etag: event.etag,
    googleUpdated: event.updated,
    appointmentVersion: appointment.version,
  });
  session.counts.pushed += 1;
}

/** Pushes the given appointments of our calendar (changed, or all the upcoming ones of a new link). */
export async function pushAppointments(session: Session, ids: string[]): Promise<void> {
  const { deps, link } = session;
  const present = new Map(
    (await findAppointmentsToPush(deps.db, link.calendarId, ids)).map((appointment) => [appointment.id, appointment]),
  );
  const known = new Map((await findEventLinks(deps.db, link.id)).map((row) => [row.appointmentId, row]));
  for (const id of ids) {
    const appointment = present.get(id);
    const pushed = known.get(id);
    if (!appointment) {
      // Deleted, or moved to another calendar: its event leaves Google.
      if (!pushed) continue;
      await call(session, (token) => session.client.deleteEvent(token, link.googleCalendarId, pushed.googleEventId));
      await deleteEventLink(deps.db, link.id, id);
      session.counts.removed += 1;
    } else if (pushed?.appointmentVersion !== appointment.version) {
      await pushOne(session, appointment, pushed);
    }
  }
}

/** Our changes after `pushed_seq`, in order; the position is kept after each batch. */
async function pushChanges(session: Session): Promise<void> {
  const { deps, link } = session;
  for (;;) {
    const changes = await changesAfter(deps.db, link.calendarId, link.pushedSeq, PUSH_BATCH);
    if (changes.length === 0) return;
    await pushAppointments(
      session,
      changes.map((change) => change.appointmentId),
    );
    const seq = Math.max(...changes.map((change) => change.seq));
    await updateLink(deps.db, link.id, { pushedSeq: seq });
    link.pushedSeq = seq;
  }
}

type CopyRow = typeof appointments.$inferInsert;

/** Google's own event as a copy in the overlay calendar: `dav_name` is its id, `external_etag` its etag. */
function copyOf(overlay: { id: string; ownerId: string; schoolId: string | null }, event: GoogleEvent): CopyRow | null {
  if (!event.start || !event.end || event.end <= event.start) return null;
  if (!withinAppointmentRange({ start: event.start, end: event.end }, new Date())) return null;
  return {
    ownerId: overlay.ownerId,
    schoolId: overlay.schoolId,
    calendarId: overlay.id,
    title: event.title.slice(0, 200),
    startsAt: event.start,
    endsAt: event.end,
    allDay: event.allDay,
    location: event.location?.slice(0, 200) || null,
    description: event.description.slice(0, 2000),
    icalUid: event.iCalUid,
    davName: event.id,
    externalEtag: event.etag,
  };
}

/**
 * One of ours changed or deleted at Google (not our own echo: its etag differs from the one we
 * kept): the conflict rule decides whether Google's change is taken or ours pushed again.
 */
async function reconcileOurs(session: Session, event: GoogleEvent, pushed: GoogleEventLinkRow): Promise<void> {
  const { deps, link } = session;
  const [appointment] = await findAppointmentsToPush(deps.db, link.calendarId, [pushed.appointmentId]);
  if (!appointment) return;
  const outcome = resolveGoogleConflict(appointment, { updated: event.updated ?? new Date() });
  if (outcome === 'push-ours') {
    await pushOne(session, appointment, event.cancelled ? undefined : pushed);
    return;
  }
  if (event.cancelled) {
    if (await deleteAppointmentAt(deps.db, appointment)) await deleteEventLink(deps.db, link.id, appointment.id);
    session.counts.taken += 1;
    return;
  }
  if (!event.start || !event.end) return;
  const change = { ...event, start: event.start, end: event.end };
  const version = await takeGoogleChange(deps.db, appointment, change).catch((error: unknown) => {
    // Google's time overlaps another of the monitor's appointments (the exclusion constraint): ours stays.
    if ((error as { code?: string }).code === '23P01') return null;
    throw error;
  });
  if (version === null) {
    await pushOne(session, appointment, pushed);
    return;
  }
  await saveEventLink(deps.db, {
    ...pushed,
    etag: event.etag,
    googleUpdated: event.updated,
    appointmentVersion: version,
  });
  session.counts.taken += 1;
}

/**
 * Events we pushed through an earlier link (unlinked without deleting them) are ours again, not
 * copies nor duplicates: linked to their appointment, to be patched at the next push.
 */
async function adoptOurs(session: Session, events: GoogleEvent[]): Promise<void> {
  const { deps, link } = session;
  const ids = events.map((event) => event.ourId ?? '');
  const present = new Set((await findAppointmentsToPush(deps.db, link.calendarId, ids)).map(({ id }) => id));
  for (const event of events) {
    if (!event.ourId || !present.has(event.ourId)) continue;
    await saveEventLink(deps.db, {
      linkId: link.id,
      appointmentId: event.ourId,
      googleEventId: event.id,
      etag: event.etag,
      googleUpdated: event.updated,
      appointmentVersion: null,
    });
  }
}

/**
 * Google's changes since the sync token (all events of the window without one): Google's own
 * events are copied into the overlay calendar, ours go through the conflict rule. A token Google
 * no longer accepts (410) drops it and lists everything once.
 */
async function pullChanges(session: Session): Promise<void> {
  const { deps, link, client } = session;
  const overlay = link.overlayCalendarId ? await findCalendarRow(deps.db, link.overlayCalendarId) : undefined;
  const list = (syncToken: string | null) =>
    call(session, (token) =>
      client.listEvents(
        token,
        link.googleCalendarId,
        syncToken ? { syncToken } : { timeMin: syncWindow(new Date()).start },
      ),
    );
  let answer: Awaited<ReturnType<typeof list>>;
  try {
    answer = await list(link.syncToken);
    session.counts.full = link.syncToken === null;
  } catch (error) {
    if (!(error instanceof GoogleCalendarError && error.kind === 'gone' && link.syncToken)) throw error;
    deps.log.info({ linkId: link.id }, 'google sync token refused: full sync');
    answer = await list(null);
    session.counts.full = true;
  }
  const pushed = new Map((await findEventLinks(deps.db, link.id)).map((row) => [row.googleEventId, row]));
  await adoptOurs(
    session,
    answer.events.filter((event) => event.ourId && !event.cancelled && !pushed.has(event.id)),
  );
  const theirs = answer.events.filter((event) => !event.ourId && !pushed.has(event.id));
  for (const event of answer.events) {
    const ours = pushed.get(event.id);
    if (ours && ours.etag !== event.etag) await reconcileOurs(session, event, ours);
  }
  if (overlay) {
    const rows = theirs.filter((event) => !event.cancelled).map((event) => copyOf(overlay, event));
    const copies = rows.filter((row): row is CopyRow => row !== null);
    await deps.db.transaction(async (tx) => {
      // A full listing names every event: copies of events it no longer lists go.
      if (session.counts.full) await deleteAllCopies(tx, overlay.id);
      else
        await deleteCopiedObjects(
          tx,
          overlay.id,
          theirs.map((event) => event.id),
        );
      await insertCopies(tx, copies);
    });
    session.counts.copied += copies.length;
  }
  await updateLink(deps.db, link.id, { syncToken: answer.nextSyncToken });
  link.syncToken = answer.nextSyncToken;
}

/**
 * A push channel while PUBLIC_URL is https (Google pushes nowhere else): opened when missing,
 * renewed in its last day (the old one stopped). Without it the polling round is the only way.
 */
async function keepChannel(session: Session): Promise<void> {
  const { deps, link, client } = session;
  if (!deps.config.PUBLIC_URL.startsWith('https://')) return;
  if (link.channelId && link.channelExpiresAt && link.channelExpiresAt.getTime() - CHANNEL_RENEW_MS > Date.now())
    return;
  const previous =
    link.channelId && link.channelResourceId ? { id: link.channelId, resourceId: link.channelResourceId } : null;
  const id = randomUUID();
  // Recorded before the watch: its first notification may arrive before the answer.
  await updateLink(deps.db, link.id, { channelId: id, channelResourceId: null, channelExpiresAt: null });
  const channel = await call(session, (token) =>
    client.watch(token, link.googleCalendarId, {
      id,
      token: channelToken(deps, link.id, id),
      address: `${deps.config.PUBLIC_URL}/api/calendar/google/notifications`,
      ttlSeconds: CHANNEL_TTL_SECONDS,
    }),
  );
  await updateLink(deps.db, link.id, { channelResourceId: channel.resourceId, channelExpiresAt: channel.expiresAt });
  Object.assign(link, { channelId: id, channelResourceId: channel.resourceId, channelExpiresAt: channel.expiresAt });
  if (previous) await call(session, (token) => client.stopChannel(token, previous)).catch(() => {});
}

/** As long as a sync may take; the sync job expires after as long. */
const SYNC_LEASE_SECONDS = 5 * 60;

/**
 * One sync of a link: our changes pushed, Google's pulled, the channel kept. Failures throw a
 * `GoogleCalendarError` for the job to record and retry; nothing is half-written that a next run
 * would not finish (the pushed position and the sync token move only after their step). A sync
 * already running for the link, in this process or another, makes this one a no-op (`busy`):
 * the push planner and the polling round ask again for what it did not see.
 */
export async function syncLink(
  deps: GoogleDeps,
  client: GoogleCalendarClient,
  linkId: string,
  options: { initialPush?: string[] } = {},
): Promise<SyncCounts> {
  const counts: SyncCounts = { pushed: 0, removed: 0, copied: 0, taken: 0, full: false, busy: false };
  if (!(await claimSyncLease(deps.db, linkId, SYNC_LEASE_SECONDS))) return { ...counts, busy: true };
  try {
    // Read under the lease: what the previous sync left (pushed position, sync token, channel).
    const link = await findLink(deps.db, linkId);
    if (!link?.googleCalendarId || !link.calendarId) return counts;
    const session: Session = {
      deps,
      client,
      link: { ...link, googleCalendarId: link.googleCalendarId, calendarId: link.calendarId },
      counts,
    };
    // Google's side first: a new link adopts the events an earlier one pushed before pushing its own.
    await pullChanges(session);
    if (options.initialPush) await pushAppointments(session, options.initialPush);
    await pushChanges(session);
    await keepChannel(session);
    await updateLink(deps.db, link.id, { status: 'active', lastError: null, lastSyncedAt: new Date() });
    return counts;
  } finally {
    await releaseSyncLease(deps.db, linkId);
  }
}
