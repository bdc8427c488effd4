import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { AppError, ConflictError, ForbiddenError, UnauthorizedError } from '../../../lib/errors';
import { verifyPassword } from '../../../lib/passwords';
import { hashToken } from '../../../lib/secrets';
import { recordAudit } from '../../platform';
import { findUserById, type UserRow } from './auth.repo';
import { acceptTotpStep, disableTotp, enableTotp, storeTotpSecret, useRecoveryCode } from './two-factor.repo';
import { requiresTwoFactor } from './two-factor.rules';

const ISSUER = 'Driving school';
const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;

export interface SecondFactor {
  otp?: string;
  recoveryCode?: string;
}

function totpFor(deps: Pick<Deps, 'db' | 'secrets' | 'log'>, user: UserRow): TOTP {
  if (!user.totpSecret) throw new ConflictError('Two-factor sign-in is not set up');
  return new TOTP({
    issuer: ISSUER,
    label: user.email,
    secret: Secret.fromBase32(deps.secrets.decrypt(user.totpSecret)),
    period: PERIOD_SECONDS,
  });
}

/** Checks a 6-digit code (±1 step, each step once) against the user's secret. */
async function verifyOtp(deps: Pick<Deps, 'db' | 'secrets' | 'log'>, user: UserRow, otp: string): Promise<boolean> {
  const delta = totpFor(deps, user).validate({ token: otp, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
  return acceptTotpStep(deps.db, user.id, step);
}

function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** The second step of a password sign-in for an account with two-factor sign-in enabled. */
export async function verifySecondFactor(
  deps: Pick<Deps, 'db' | 'secrets' | 'log'>,
  user: UserRow,
  factor: SecondFactor,
): Promise<void> {
  if (!user.totpEnabledAt) return;
  if (!factor.otp && !factor.recoveryCode)
    throw new UnauthorizedError('otp_required', 'Enter the code of your authenticator app');
  const ok = factor.otp
    ? await verifyOtp(deps, user, factor.otp)
    : await useRecoveryCode(deps.db, user.id, hashToken(normaliseRecoveryCode(factor.recoveryCode ?? '')), new Date());
  if (!ok) throw new UnauthorizedError('invalid_otp', 'The code is wrong or was already used');
}

async function ownUser(deps: Pick<Deps, 'db' | 'secrets' | 'log'>, actor: Actor): Promise<UserRow> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new UnauthorizedError();
  return user;
}

/** Starts (or restarts) enrolment: a new secret, shown once as a key and an otpauth:// URL. */
export async function startTotpSetup(deps: Pick<Deps, 'db' | 'secrets' | 'log'>, actor: Actor) {
  const user = await ownUser(deps, actor);
  if (user.totpEnabledAt) throw new ConflictError('Two-factor sign-in is already on');
  const secret = new Secret({ size: 20 });
  await storeTotpSecret(deps.db, user.id, deps.secrets.encrypt(secret.base32));
  const totp = new TOTP({ issuer: ISSUER, label: user.email, secret, period: PERIOD_SECONDS });
  return { secret: secret.base32, otpauthUrl: totp.toString() };
}

/** Confirms enrolment with a first code; answers the recovery codes, shown this once. */
export async function confirmTotpSetup(
  deps: Pick<Deps, 'db' | 'secrets' | 'log'>,
  actor: Actor,
  otp: string,
): Promise<string[]> {
  const user = await ownUser(deps, actor);
  if (user.totpEnabledAt) throw new ConflictError('Two-factor sign-in is already on');
  if (!(await verifyOtp(deps, user, otp))) throw new AppError(400, 'invalid_otp', 'The code is wrong');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await enableTotp(
    deps.db,
    user.id,
    codes.map((code) => hashToken(normaliseRecoveryCode(code))),
    new Date(),
  );
  await recordAudit(deps.db, deps.log, {
    action: 'totp_enabled',
    outcome: 'success',
    userId: user.id,
    username: user.email,
  });
  return codes;
}

export async function turnOffTotp(
  deps: Pick<Deps, 'db' | 'secrets' | 'log'>,
  actor: Actor,
  password: string,
): Promise<void> {
  const user = await ownUser(deps, actor);
  if (requiresTwoFactor(user)) throw new ForbiddenError('The product administrator must keep two-factor sign-in');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new UnauthorizedError('invalid_credentials', 'The password is wrong');
  }
  await disableTotp(deps.db, user.id);
  await recordAudit(deps.db, deps.log, {
    action: 'totp_disabled',
    outcome: 'success',
    userId: user.id,
    username: user.email,
  });
}
