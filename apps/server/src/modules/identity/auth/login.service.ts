import { createHmac } from 'node:crypto';
import type { LoginInput, LoginResult } from '@ds/domain';
import type { Deps } from '../../../kernel/deps';
import { AppError, UnauthorizedError } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { randomToken, type Secrets, safeEqual } from '../../../lib/secrets';
import { recordAudit } from '../../platform';
import { appLogoUrl } from '../preferences/app-logo.service';
import { actorOfUser } from './account-standing';
import {
  consumeChallenge,
  type DeviceRow,
  findDevice,
  findOpenChallenges,
  findUserByEmail,
  insertChallenge,
  insertDevice,
  revokeDevice,
  revokeSessionsOfDevice,
  rotateDeviceSalt,
  type UserRow,
} from './auth.repo';
import { presentMe } from './me.presenter';
import { openSession } from './session.service';
import { verifySecondFactor } from './two-factor.service';

/** A prelogin challenge (token1) must be answered within this time, once. */
export const CHALLENGE_TTL_MS = 2 * 60 * 1000;

export interface RequestContext {
  ip: string;
  userAgent?: string;
}

/** Compared against when the username is unknown, so both paths take an argon2 verification. */
const dummyHash = hashPassword(randomToken());

function autologinToken(secrets: Secrets, device: Pick<DeviceRow, 'id' | 'tokenSalt'>, salt = device.tokenSalt) {
  return secrets.derive('autologin', device.id, salt);
}

function challengeToken(secrets: Secrets, challengeId: string) {
  return secrets.derive('challenge', challengeId);
}

/** Said only to someone who proved he holds the account (its password, or a remembered device). */
const accountBlocked = () => new AppError(403, 'account_blocked', 'This account is blocked');

/** What the client sends back: hex HMAC-SHA256 keyed with its autologin token over token1 (spec §7). */
export function autologinProof(autologinTokenValue: string, token1: string): string {
  return createHmac('sha256', autologinTokenValue).update(token1).digest('hex');
}

async function sessionAnswer(
  deps: Pick<Deps, 'db' | 'secrets' | 'log'>,
  user: UserRow,
  context: RequestContext,
  deviceId?: string,
) {
  const { token, session } = await openSession(deps.db, user, { ...context, deviceId });
  const actor = await actorOfUser(deps.db, user, session.id);
  return { token, me: presentMe(user, actor, await appLogoUrl(deps, user)), licences: actor.licences };
}

export async function login(
  deps: Pick<Deps, 'db' | 'secrets' | 'log'>,
  input: LoginInput,
  context: RequestContext,
): Promise<{ token: string; result: LoginResult }> {
  const user = await findUserByEmail(deps.db, input.username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  const audit = { ip: context.ip, username: input.username, userId: user?.id, schoolId: user?.schoolId };
  if (!user || !passwordOk) {
    await recordAudit(deps.db, deps.log, { ...audit, action: 'login', outcome: 'failure' });
    throw new UnauthorizedError('invalid_credentials', 'Wrong username or password');
  }
  if (!user.confirmedAt) {
    await recordAudit(deps.db, deps.log, {
      ...audit,
      action: 'login',
      outcome: 'denied',
      details: { reason: 'unconfirmed' },
    });
    throw new AppError(403, 'account_unconfirmed', 'The account is not confirmed yet');
  }
  if (user.blockedAt) {
    await recordAudit(deps.db, deps.log, {
      ...audit,
      action: 'login',
      outcome: 'denied',
      details: { reason: 'blocked' },
    });
    throw accountBlocked();
  }
  try {
    await verifySecondFactor(deps, user, input);
  } catch (error) {
    await recordAudit(deps.db, deps.log, {
      ...audit,
      action: 'login',
      outcome: 'failure',
      details: { reason: 'second factor' },
    });
    throw error;
  }
  let remembered: { autologinId: string; autologinToken: string } | undefined;
  let deviceId: string | undefined;
  if (input.remember) {
    const device = await insertDevice(deps.db, {
      userId: user.id,
      tokenSalt: randomToken(16),
      userAgent: context.userAgent?.slice(0, 300),
    });
    deviceId = device.id;
    remembered = { autologinId: device.id, autologinToken: autologinToken(deps.secrets, device) };
  }
  const { token, me } = await sessionAnswer(deps, user, context, deviceId);
  await recordAudit(deps.db, deps.log, {
    ...audit,
    action: 'login',
    outcome: 'success',
    details: { remember: input.remember },
  });
  return { token, result: { me, ...remembered } };
}

/** Issues token1; an unknown username gets an indistinguishable token that can never succeed. */
export async function prelogin(deps: Pick<Deps, 'db' | 'secrets' | 'log'>, username: string): Promise<string> {
  const user = await findUserByEmail(deps.db, username);
  if (!user?.confirmedAt) return randomToken();
  const challenge = await insertChallenge(deps.db, user.id, new Date(Date.now() + CHALLENGE_TTL_MS));
  return challengeToken(deps.secrets, challenge.id);
}

export async function autologin(
  deps: Pick<Deps, 'db' | 'secrets' | 'log'>,
  input: { token: string; username: string; autologinId: string },
  context: RequestContext,
) {
  const now = new Date();
  const user = await findUserByEmail(deps.db, input.username);
  const device = user ? await findDevice(deps.db, input.autologinId, user.id) : undefined;
  const audit = { ip: context.ip, username: input.username, userId: user?.id, schoolId: user?.schoolId };
  const refuse = async (reason: string) => {
    await recordAudit(deps.db, deps.log, { ...audit, action: 'autologin', outcome: 'failure', details: { reason } });
    return new UnauthorizedError('invalid_credentials', 'Automatic sign-in refused');
  };
  if (!user || !device || device.revokedAt || !user.confirmedAt) throw await refuse('unknown device');

  const challenges = await findOpenChallenges(deps.db, user.id, now);
  const proofWith = (salt: string) =>
    challenges.find((challenge) =>
      safeEqual(
        autologinProof(autologinToken(deps.secrets, device, salt), challengeToken(deps.secrets, challenge.id)),
        input.token,
      ),
    );

  const challenge = proofWith(device.tokenSalt);
  if (!challenge) {
    if (device.previousTokenSalt && proofWith(device.previousTokenSalt)) {
      // A token that was already rotated away is being replayed: the device is compromised.
      await revokeDevice(deps.db, device.id, now);
      await revokeSessionsOfDevice(deps.db, device.id, now);
      throw await refuse('rotated token reused: device revoked');
    }
    throw await refuse('no matching challenge');
  }
  if (!(await consumeChallenge(deps.db, challenge.id, now))) throw await refuse('challenge already used');
  if (user.blockedAt) {
    await recordAudit(deps.db, deps.log, {
      ...audit,
      action: 'autologin',
      outcome: 'denied',
      details: { reason: 'blocked' },
    });
    throw accountBlocked();
  }

  const nextSalt = randomToken(16);
  if (!(await rotateDeviceSalt(deps.db, device, nextSalt, now))) throw await refuse('concurrent rotation');
  const { token, me, licences } = await sessionAnswer(deps, user, context, device.id);
  await recordAudit(deps.db, deps.log, { ...audit, action: 'autologin', outcome: 'success' });
  return {
    token,
    result: {
      me,
      autologinToken: autologinToken(deps.secrets, { id: device.id, tokenSalt: nextSalt }),
      licence_didactique: licences.didactic,
      licence_finance: licences.finance,
      licence_statistiques: licences.statistics,
      licence_administrative: licences.admin,
    },
  };
}
