import {
  type Calendar,
  type ExternalCalendarChoice,
  type ExternalCalendarConnectionInput,
  type ExternalCalendarInput,
  type ExternalCalendarUpdateInput,
  externalSyncField,
  externalSyncRule,
} from '@ds/domain';
import { type HeldCalendar, requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { deleteCalendar } from '../calendars/calendars.repo';
import { present } from '../calendars/calendars.service';
import { type CaldavConnection, CaldavFailure, discoverCalendars, readCalendar } from './caldav-client';
import { connectionOf, refreshExternalCalendar, type SyncDeps } from './external-calendar-sync';
import { deleteAllCopies, insertExternalCalendar, updateExternalCalendar } from './external-calendars.repo';

/** A connection that failed, as a 400 naming the field to correct (the password when refused). */
function connectionError(error: unknown): never {
  if (!(error instanceof CaldavFailure)) throw error;
  throw new ValidationError([
    {
      field: `body.${externalSyncField(error.reason)}`,
      rule: externalSyncRule(error.reason),
      message: error.reason === 'unauthorized' ? 'was refused by the server' : 'leads to no CalDAV calendar',
    },
  ]);
}

async function verify(deps: SyncDeps, connection: CaldavConnection): Promise<void> {
  await readCalendar(connection, deps.client).catch(connectionError);
}

/** The caller's own external calendar: not his (or not external) is a 404, shared with him a 403. */
async function requireExternal(deps: SyncDeps, actor: Actor, id: string): Promise<HeldCalendar> {
  const held = await requireAccess(deps.db, actor, 'calendar.own', id);
  if (held.calendar.provider !== 'caldav') throw new NotFoundError('No such external calendar');
  return held;
}

const presentOwn = async (deps: SyncDeps, actor: Actor, id: string) =>
  present(await requireAccess(deps.db, actor, 'calendar.own', id));

/** Connects and lists the calendars at the address, to pick one (nothing is written). */
export async function discover(
  deps: SyncDeps,
  _actor: Actor,
  input: ExternalCalendarConnectionInput,
): Promise<ExternalCalendarChoice[]> {
  return discoverCalendars(input, deps.client).catch(connectionError);
}

/**
 * Subscribes to an external calendar: the address must be a calendar the credentials open
 * (nothing is written otherwise); the password is sealed with the server key, the events of the
 * window are copied at once.
 */
export async function subscribe(deps: SyncDeps, actor: Actor, input: ExternalCalendarInput): Promise<Calendar> {
  await verify(deps, input);
  const row = await insertExternalCalendar(deps.db, {
    ownerId: actor.userId,
    schoolId: actor.schoolId,
    label: input.label,
    colour: input.colour,
    overlay: true,
    caldavUrl: input.url,
    caldavUsername: input.username,
    caldavPasswordSealed: deps.secrets.encrypt(input.password),
  });
  await refreshExternalCalendar(deps, row.id);
  return presentOwn(deps, actor, row.id);
}

/**
 * Changes the label, colour, address or credentials. A new address or credentials are checked
 * first (nothing is written if they fail); a new address drops the copies and fetches again.
 */
export async function changeSubscription(
  deps: SyncDeps,
  actor: Actor,
  id: string,
  input: ExternalCalendarUpdateInput,
): Promise<Calendar> {
  const { calendar } = await requireExternal(deps, actor, id);
  const password = input.password === '' ? connectionOf(calendar, deps.secrets).password : input.password;
  const moved = input.url !== calendar.caldavUrl;
  const reconnect = moved || input.username !== calendar.caldavUsername || input.password !== '';
  if (reconnect) await verify(deps, { url: input.url, username: input.username, password });
  await deps.db.transaction(async (tx) => {
    if (moved) await deleteAllCopies(tx, id);
    await updateExternalCalendar(tx, id, {
      label: input.label,
      colour: input.colour,
      caldavUrl: input.url,
      caldavUsername: input.username,
      ...(input.password === '' ? {} : { caldavPasswordSealed: deps.secrets.encrypt(input.password) }),
      ...(moved ? { externalSyncToken: null, externalSyncedAt: null } : {}),
      ...(reconnect ? { externalSyncError: null } : {}),
    });
  });
  if (reconnect) await refreshExternalCalendar(deps, id);
  return presentOwn(deps, actor, id);
}

/** Unsubscribing deletes the calendar and its copies (the external calendar is untouched). */
export async function unsubscribe(deps: SyncDeps, actor: Actor, id: string): Promise<void> {
  await requireExternal(deps, actor, id);
  await deleteCalendar(deps.db, id);
}

/** Refreshes now; the answer carries the outcome (`external.syncedAt`, `external.syncError`). */
export async function refreshNow(deps: SyncDeps, actor: Actor, id: string): Promise<Calendar> {
  await requireExternal(deps, actor, id);
  await refreshExternalCalendar(deps, id);
  return presentOwn(deps, actor, id);
}
