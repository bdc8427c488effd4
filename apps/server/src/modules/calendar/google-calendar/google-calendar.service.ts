import {
  GOOGLE_LINK_ERRORS,
  type GoogleCalendarChoiceInput,
  type GoogleCalendarOption,
  type GoogleConsent,
  type GoogleConsentAnswerInput,
  type GoogleLink,
  type GoogleLinkState,
  type GoogleUnlinkInput,
} from '@ds/domain';
import { GoogleCalendarError } from '../../../integrations/google-calendar/google-calendar-client';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { AppError, NotFoundError, UnavailableError, ValidationError } from '../../../lib/errors';
import { safeEqual } from '../../../lib/secrets';
import { deleteCalendar, insertCalendar, updateCalendar } from '../calendars/calendars.repo';
import { mainCalendarOf } from '../calendars/main-calendar';
import { deleteAllCopies, findCalendarRow } from '../external-calendars/external-calendars.repo';
import { type GoogleDeps, googleClientOf, requireGoogleClient, withAccess } from './google-connection';
import {
  deleteEventLinks,
  deleteLink,
  findEventLinks,
  findLinkOfUser,
  type GoogleLinkRow,
  latestChangeSeq,
  upcomingAppointmentIds,
  updateLink,
  upsertLink,
} from './google-links.repo';
import { linkErrorOf, syncLink } from './google-sync';

/** The consent must come back within this time. */
const CONSENT_TTL_MS = 15 * 60_000;
/** The first push of a new link: its calendar's appointments from now on, at most this many. */
const FIRST_PUSH_LIMIT = 500;
const OVERLAY_COLOUR = '#868e96';

/** The PKCE verifier of one consent: derived from the state, so no server keeps it between the two requests. */
function verifierOf(deps: Pick<GoogleDeps, 'secrets'>, actor: Actor, state: string): string {
  return deps.secrets.derive('google-pkce', actor.userId, state);
}

/** Where the browser goes to consent; the state names the user and expires, signed. */
export function googleConsentUrl(deps: GoogleDeps, actor: Actor): GoogleConsent {
  const client = requireGoogleClient(deps);
  const until = String(Date.now() + CONSENT_TTL_MS);
  const state = [until, deps.secrets.derive('google-consent', actor.userId, until)].join('.');
  return { url: client.authorizeUrl(state, verifierOf(deps, actor, state)) };
}

const consentFailed = () => new AppError(400, 'google_consent_failed', 'The Google consent could not be used');

/** A failure of Google while the user waits: unreachable is a 503, anything else a failed consent. */
function answerFailure(error: unknown): never {
  if (error instanceof GoogleCalendarError && error.kind === 'unavailable')
    throw new UnavailableError('Google could not be reached');
  if (error instanceof GoogleCalendarError) throw consentFailed();
  throw error;
}

export function present(deps: Pick<GoogleDeps, 'config'>, link: GoogleLinkRow, overlay: boolean | null): GoogleLink {
  const lastError = GOOGLE_LINK_ERRORS.find((code) => code === link.lastError) ?? null;
  return {
    status: link.status,
    accountEmail: link.accountEmail,
    googleCalendar:
      link.googleCalendarId !== null
        ? { id: link.googleCalendarId, name: link.googleCalendarName ?? link.googleCalendarId }
        : null,
    calendarId: link.calendarId,
    overlayCalendarId: link.overlayCalendarId,
    overlay,
    updates: link.channelId && deps.config.PUBLIC_URL.startsWith('https://') ? 'channel' : 'polling',
    lastSyncedAt: link.lastSyncedAt?.toISOString() ?? null,
    lastError,
  };
}

async function presentLink(deps: GoogleDeps, link: GoogleLinkRow): Promise<GoogleLink> {
  const overlay = link.overlayCalendarId ? await findCalendarRow(deps.db, link.overlayCalendarId) : undefined;
  return present(deps, link, overlay?.overlay ?? null);
}

async function requireLink(deps: GoogleDeps, actor: Actor): Promise<GoogleLinkRow> {
  const link = await findLinkOfUser(deps.db, actor.userId);
  if (!link) throw new NotFoundError('No Google calendar linked');
  return link;
}

/**
 * Google's answer, handed on by /gc in the session that asked: a state of this user, not expired,
 * and a code that becomes tokens, sealed. A link already chosen keeps its choice.
 */
export async function completeGoogleConsent(
  deps: GoogleDeps,
  actor: Actor,
  answer: GoogleConsentAnswerInput,
): Promise<GoogleLink> {
  const client = requireGoogleClient(deps);
  const [until = '', proof = ''] = answer.state.split('.');
  const valid =
    safeEqual(proof, deps.secrets.derive('google-consent', actor.userId, until)) && Number(until) > Date.now();
  if (!valid) throw consentFailed();
  const tokens = await client.exchangeCode(answer.code, verifierOf(deps, actor, answer.state)).catch(answerFailure);
  const { accountEmail } = await client.listCalendars(tokens.accessToken).catch(answerFailure);
  const existing = await findLinkOfUser(deps.db, actor.userId);
  // Another Google account: its calendars are others, so the choice starts again.
  const otherAccount = existing !== undefined && existing.accountEmail !== accountEmail;
  const link = await deps.db.transaction(async (tx) => {
    if (existing && otherAccount) await deleteEventLinks(tx, existing.id);
    return upsertLink(tx, {
      userId: actor.userId,
      accountEmail,
      refreshTokenSealed: deps.secrets.encrypt(tokens.refreshToken),
      accessTokenSealed: deps.secrets.encrypt(tokens.accessToken),
      accessTokenExpiresAt: tokens.expiresAt,
      status: existing?.googleCalendarId && !otherAccount ? 'active' : 'choosing',
      lastError: null,
      ...(otherAccount
        ? {
            googleCalendarId: null,
            googleCalendarName: null,
            syncToken: null,
            channelId: null,
            channelResourceId: null,
            channelExpiresAt: null,
          }
        : {}),
    });
  });
  deps.log.info({ linkId: link.id }, 'google calendar consent given');
  return presentLink(deps, link);
}

export async function getGoogleLink(deps: GoogleDeps, actor: Actor): Promise<GoogleLinkState> {
  const link = await findLinkOfUser(deps.db, actor.userId);
  return { configured: googleClientOf(deps) !== null, link: link ? await presentLink(deps, link) : null };
}

export async function listGoogleCalendars(deps: GoogleDeps, actor: Actor): Promise<GoogleCalendarOption[]> {
  const client = requireGoogleClient(deps);
  const link = await requireLink(deps, actor);
  const { calendars } = await withAccess(deps, client, link, (token) => client.listCalendars(token)).catch(
    answerFailure,
  );
  return calendars;
}

/**
 * The user's choice: Google's calendar (one he may write to), ours (his own local calendar, the
 * main one by default) and how Google's events show. A new Google calendar starts afresh; the
 * overlay calendar is made or renamed; the first sync runs now, its failure kept for the jobs.
 */
export async function chooseGoogleCalendar(
  deps: GoogleDeps,
  actor: Actor,
  input: GoogleCalendarChoiceInput,
): Promise<GoogleLink> {
  const client = requireGoogleClient(deps);
  const link = await requireLink(deps, actor);
  const calendars = await withAccess(deps, client, link, (token) => client.listCalendars(token)).catch(answerFailure);
  const chosen = calendars.calendars.find((calendar) => calendar.id === input.googleCalendarId && calendar.writable);
  if (!chosen) {
    throw new ValidationError([
      { field: 'body.googleCalendarId', rule: 'google_calendar', message: 'is not a Google calendar you may write to' },
    ]);
  }
  const ours = input.calendarId
    ? (await requireAccess(deps.db, actor, 'calendar.own', input.calendarId)).calendar
    : await mainCalendarOf(deps.db, actor.userId);
  if (ours.provider !== 'local') {
    throw new ValidationError([
      { field: 'body.calendarId', rule: 'local_calendar', message: 'must be one of your own calendars' },
    ]);
  }
  const fresh = link.googleCalendarId !== chosen.id || link.calendarId !== ours.id;
  const pushedSeq = fresh ? await latestChangeSeq(deps.db, ours.id) : link.pushedSeq;
  const overlayId = await deps.db.transaction(async (tx) => {
    let overlay = link.overlayCalendarId ? await findCalendarRow(tx, link.overlayCalendarId) : undefined;
    if (overlay) {
      await updateCalendar(tx, overlay.id, { label: chosen.name.slice(0, 80), overlay: input.overlay });
      if (fresh) await deleteAllCopies(tx, overlay.id);
    } else {
      overlay = await insertCalendar(tx, {
        ownerId: actor.userId,
        schoolId: actor.schoolId,
        label: chosen.name.slice(0, 80),
        colour: OVERLAY_COLOUR,
        overlay: input.overlay,
        provider: 'google',
      });
    }
    if (fresh) await deleteEventLinks(tx, link.id);
    await updateLink(tx, link.id, {
      googleCalendarId: chosen.id,
      googleCalendarName: chosen.name,
      calendarId: ours.id,
      overlayCalendarId: overlay.id,
      status: 'active',
      lastError: null,
      ...(fresh ? { syncToken: null, pushedSeq } : {}),
    });
    return overlay.id;
  });
  if (fresh && link.channelId && link.channelResourceId) {
    const channel = { id: link.channelId, resourceId: link.channelResourceId };
    await withAccess(deps, client, link, (token) => client.stopChannel(token, channel)).catch(() => {});
    await updateLink(deps.db, link.id, { channelId: null, channelResourceId: null, channelExpiresAt: null });
  }
  const current = await requireLink(deps, actor);
  const initialPush = fresh ? await upcomingAppointmentIds(deps.db, ours.id, new Date(), FIRST_PUSH_LIMIT) : [];
  await runSyncNow(deps, current, initialPush);
  deps.log.info({ linkId: link.id, overlayCalendarId: overlayId }, 'google calendar chosen');
  return presentLink(deps, await requireLink(deps, actor));
}

/** A sync in the request: its failure is recorded on the link (the settings show it), the jobs retry. */
async function runSyncNow(deps: GoogleDeps, link: GoogleLinkRow, initialPush: string[]): Promise<void> {
  const client = requireGoogleClient(deps);
  try {
    const counts = await syncLink(deps, client, link.id, { initialPush });
    deps.log.info({ linkId: link.id, ...counts }, 'google calendar synced');
  } catch (error) {
    if (!(error instanceof GoogleCalendarError)) throw error;
    const lastError = linkErrorOf(error);
    deps.log.warn({ linkId: link.id, reason: lastError }, 'google calendar sync failed');
    await updateLink(deps.db, link.id, {
      lastError,
      status: lastError === 'google_unreachable' ? 'active' : 'failing',
    });
  }
}

/**
 * Unlinking revokes the consent at Google and forgets the link; nothing else is deleted unless
 * asked: the copies of Google's events here (`deleteCopies`), our appointments pushed to Google
 * (`deletePushed`). Google unreachable does not keep the user linked: the revocation is tried, the
 * link goes in any case.
 */
export async function unlinkGoogle(deps: GoogleDeps, actor: Actor, input: GoogleUnlinkInput): Promise<void> {
  const client = requireGoogleClient(deps);
  const link = await requireLink(deps, actor);
  const atGoogle = async <T>(what: string, fn: (token: string) => Promise<T>) =>
    withAccess(deps, client, link, fn).catch((error: unknown) => {
      if (!(error instanceof GoogleCalendarError)) throw error;
      deps.log.warn({ linkId: link.id, step: what, reason: error.kind }, 'google unlink step failed');
    });
  const googleCalendarId = link.googleCalendarId;
  if (input.deletePushed && googleCalendarId) {
    for (const pushed of await findEventLinks(deps.db, link.id)) {
      await atGoogle('delete event', (token) => client.deleteEvent(token, googleCalendarId, pushed.googleEventId));
    }
  }
  if (link.channelId && link.channelResourceId) {
    const channel = { id: link.channelId, resourceId: link.channelResourceId };
    await atGoogle('stop channel', (token) => client.stopChannel(token, channel));
  }
  await client
    .revoke(deps.secrets.decrypt(link.refreshTokenSealed))
    .catch((error: unknown) => deps.log.warn({ linkId: link.id, err: String(error) }, 'google revoke failed'));
  await deps.db.transaction(async (tx) => {
    await deleteLink(tx, link.id);
    if (!link.overlayCalendarId) return;
    if (input.deleteCopies) await deleteCalendar(tx, link.overlayCalendarId);
    // Kept copies stay a read-only calendar of provider google, showing what was there.
  });
  deps.log.info({ linkId: link.id, ...input }, 'google calendar unlinked');
}
