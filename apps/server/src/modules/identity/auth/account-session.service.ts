import type { Language, Me } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { NotFoundError } from '../../../lib/errors';
import { recordAudit } from '../../platform';
import { appLogoUrl } from '../preferences/app-logo.service';
import { findDevice, findUserById, revokeDevice, revokeSessionsOfDevice, updateUserLanguage } from './auth.repo';
import { presentMe } from './me.presenter';
import { closeSession } from './session.service';

/** Ends the current session and, when the client names it, its remembered device. */
export async function logout(
  deps: Pick<Deps, 'db' | 'secrets' | 'log'>,
  actor: Actor,
  autologinId?: string,
): Promise<void> {
  const now = new Date();
  await closeSession(deps.db, actor.sessionId, now);
  const device = autologinId ? await findDevice(deps.db, autologinId, actor.userId) : undefined;
  if (device) {
    await revokeDevice(deps.db, device.id, now);
    await revokeSessionsOfDevice(deps.db, device.id, now);
  }
  await recordAudit(deps.db, deps.log, {
    action: 'logout',
    outcome: 'success',
    userId: actor.userId,
    schoolId: actor.schoolId,
    username: actor.username,
  });
}

export async function currentMe(deps: Pick<Deps, 'db' | 'secrets' | 'log'>, actor: Actor): Promise<Me> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new NotFoundError();
  return presentMe(user, actor, await appLogoUrl(deps, user));
}

export async function changeLanguage(deps: Pick<Deps, 'db' | 'secrets' | 'log'>, actor: Actor, language: Language) {
  await updateUserLanguage(deps.db, actor.userId, language);
  return { language };
}
