import {
  type AccountBlockInput,
  blockRefusal,
  type ClientMember,
  type SmsCredits,
  type SmsOfferInput,
} from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { AppError, ConflictError, NotFoundError } from '../../../lib/errors';
import { offerSms, smsCreditsOfSender } from '../../communications';
import { blockAccount, getUser, lastSignIns, unblockAccount } from '../../identity';
import { recordAudit } from '../../platform';
import { findClientMembers } from './clients.repo';
import { headOf, payerOf, presentMember, requireClient } from './clients.service';

type ActionDeps = Pick<Deps, 'db' | 'log'>;

/**
 * Blocks an account (its sessions end at once, it can no longer sign in) or unblocks it, saying
 * why; never the administrator's own account nor another administrator's. Audited.
 */
export async function setAccountBlocked(
  deps: ActionDeps,
  admin: Actor,
  userId: string,
  input: AccountBlockInput,
): Promise<ClientMember> {
  const target = await getUser(deps.db, userId);
  if (!target) throw new NotFoundError('No such account');
  const refusal = blockRefusal(admin.userId, target);
  if (refusal === 'cannot_block_self') throw new ConflictError('You cannot block your own account', refusal);
  if (refusal) throw new AppError(403, refusal, "Another administrator's account cannot be blocked");
  const done = input.blocked
    ? await blockAccount(deps.db, userId, input.reason)
    : await unblockAccount(deps.db, userId);
  if (!done) throw new NotFoundError('No such account');
  await recordAudit(deps.db, deps.log, {
    action: input.blocked ? 'administration.account_blocked' : 'administration.account_unblocked',
    outcome: 'success',
    userId: admin.userId,
    username: admin.username,
    schoolId: target.schoolId,
    details: { targetUserId: userId, reason: input.reason },
  });
  const [blocked, signIns] = await Promise.all([getUser(deps.db, userId), lastSignIns(deps.db, [userId])]);
  if (!blocked) throw new NotFoundError('No such account');
  return presentMember(blocked, signIns.get(userId));
}

/** Offers SMS credits to a client (its school, or the monitor alone), saying why. Audited. */
export async function offerSmsToClient(
  deps: ActionDeps & Pick<Deps, 'secrets'>,
  admin: Actor,
  clientId: string,
  input: SmsOfferInput,
): Promise<SmsCredits> {
  const client = await requireClient(deps.db, clientId);
  const payer = payerOf(client, headOf(client, await findClientMembers(deps.db, [client]))?.id);
  await offerSms(deps.db, payer, input.sms, input.reason);
  await recordAudit(deps.db, deps.log, {
    action: 'administration.sms_offered',
    outcome: 'success',
    userId: admin.userId,
    username: admin.username,
    schoolId: payer.schoolId,
    details: { clientId, kind: client.kind, sms: input.sms, reason: input.reason },
  });
  return smsCreditsOfSender(deps, payer);
}
