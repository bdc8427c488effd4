import { exchangeGraphCode, graphAuthorizeUrl } from '../../../integrations/mail/graph-mail';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { AppError } from '../../../lib/errors';
import { safeEqual } from '../../../lib/secrets';
import type { Channels } from '../sending/channels';
import { setMicrosoftAccount } from './communication-settings.repo';

type ConsentDeps = Pick<Deps, 'db' | 'secrets'> & { channels: Channels };

/** The consent must come back within this time. */
const CONSENT_TTL_MS = 15 * 60_000;

function endpointsOf(channels: Channels) {
  if (!channels.microsoft) {
    throw new AppError(400, 'account_not_configured', 'Sending through Microsoft is not set up on this server');
  }
  return channels.microsoft;
}

/**
 * Where the browser goes to give consent; the state names the user and expires, signed so the
 * answer cannot be pinned on someone else.
 */
export function microsoftConsentUrl(deps: ConsentDeps, actor: Actor): { url: string } {
  const endpoints = endpointsOf(deps.channels);
  const until = String(Date.now() + CONSENT_TTL_MS);
  const state = [
    actor.userId,
    actor.schoolId ?? '',
    until,
    deps.secrets.derive('microsoft-consent', actor.userId, actor.schoolId ?? '', until),
  ].join('.');
  return { url: graphAuthorizeUrl(endpoints, state) };
}

/** Microsoft's answer: the code becomes a refresh token, sealed; where the browser goes next. */
export async function completeMicrosoftConsent(
  deps: ConsentDeps,
  code: string | undefined,
  state: string,
): Promise<string> {
  const endpoints = endpointsOf(deps.channels);
  const [userId = '', schoolId = '', until = '', proof = ''] = state.split('.');
  // Every part signed: the school too, which the settings row is written with.
  const valid =
    safeEqual(proof, deps.secrets.derive('microsoft-consent', userId, schoolId, until)) && Number(until) > Date.now();
  if (!valid || !code) return '/comm-settings?microsoft=failed';
  try {
    const connection = await exchangeGraphCode(endpoints, code);
    await setMicrosoftAccount(
      deps.db,
      { id: userId, schoolId: schoolId || null },
      { address: connection.account.address, refreshTokenSealed: deps.secrets.encrypt(connection.refreshToken) },
    );
    return '/comm-settings?microsoft=connected';
  } catch {
    return '/comm-settings?microsoft=failed';
  }
}

export function disconnectMicrosoft(deps: Pick<Deps, 'db'>, actor: Actor) {
  return setMicrosoftAccount(deps.db, { id: actor.userId, schoolId: actor.schoolId }, null);
}
