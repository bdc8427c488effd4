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
 * Where the browser goes to give consent. The state names the user and expires, signed: the
 * answer comes back to his own session (`/comm-settings`), which must be the one that asked.
 */
export function microsoftConsentUrl(deps: ConsentDeps, actor: Actor): { url: string } {
  const endpoints = endpointsOf(deps.channels);
  const until = String(Date.now() + CONSENT_TTL_MS);
  const state = [until, deps.secrets.derive('microsoft-consent', actor.userId, until)].join('.');
  return { url: graphAuthorizeUrl(endpoints, state) };
}

const consentFailed = () => new AppError(400, 'microsoft_consent_failed', 'The Microsoft consent could not be used');

/**
 * Microsoft's answer, handed on by the settings screen: a state this user's session asked for,
 * not expired, and a code that becomes a refresh token, sealed.
 */
export async function completeMicrosoftConsent(
  deps: ConsentDeps,
  actor: Actor,
  answer: { code: string; state: string },
): Promise<{ address: string }> {
  const endpoints = endpointsOf(deps.channels);
  const [until = '', proof = ''] = answer.state.split('.');
  const valid =
    safeEqual(proof, deps.secrets.derive('microsoft-consent', actor.userId, until)) && Number(until) > Date.now();
  if (!valid) throw consentFailed();
  const connection = await exchangeGraphCode(endpoints, answer.code).catch(() => {
    throw consentFailed();
  });
  await setMicrosoftAccount(
    deps.db,
    { id: actor.userId, schoolId: actor.schoolId },
    { address: connection.account.address, refreshTokenSealed: deps.secrets.encrypt(connection.refreshToken) },
  );
  return { address: connection.account.address };
}

export function disconnectMicrosoft(deps: Pick<Deps, 'db'>, actor: Actor) {
  return setMicrosoftAccount(deps.db, { id: actor.userId, schoolId: actor.schoolId }, null);
}
