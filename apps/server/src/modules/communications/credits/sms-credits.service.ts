import { type SmsCredits, schoolDay } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../kernel/deps';
import { monthlySmsAllowance } from '../../identity';
import { resolveSenderAccounts } from '../sending/account-resolution';
import { findCreditAccount, insertCreditEntries, lockCreditAccount, saveCreditAccount } from './sms-credits.repo';

export interface Payer {
  schoolId: string | null;
  userId: string;
}

/** Credits are a school's (or a monitor's without a school): its members send on them. */
export const payerIdOf = (payer: Payer) => payer.schoolId ?? payer.userId;

/** The month credits are counted in, in Zurich: YYYY-MM. */
export function creditPeriod(now = new Date()): string {
  return schoolDay(now).slice(0, 7);
}

async function allowanceOf(db: Db, payer: Payer): Promise<number> {
  return (await monthlySmsAllowance(db, payer)) * 100;
}

/**
 * Charges SMS to the payer's credits in one locked step, in order: the month's allowance first,
 * then the packs. A message the credits cannot cover is refused, never sent on credit.
 */
export async function chargeSms(
  tx: Db,
  payer: Payer,
  charges: Array<{ messageId: string; amount: number }>,
): Promise<{ charged: Set<string>; refused: Set<string> }> {
  return tx.transaction((locked) => chargeLocked(locked, payer, charges));
}

async function chargeLocked(
  tx: Db,
  payer: Payer,
  charges: Array<{ messageId: string; amount: number }>,
): Promise<{ charged: Set<string>; refused: Set<string> }> {
  const payerId = payerIdOf(payer);
  const period = creditPeriod();
  const allowance = await allowanceOf(tx, payer);
  const account = await lockCreditAccount(tx, payerId, period);
  let used = account.period === period ? account.allowanceUsed : 0;
  let packs = account.packBalance;
  const charged = new Set<string>();
  const refused = new Set<string>();
  for (const { messageId, amount } of charges) {
    const fromAllowance = Math.min(amount, Math.max(0, allowance - used));
    if (fromAllowance + packs < amount) {
      refused.add(messageId);
      continue;
    }
    used += fromAllowance;
    packs -= amount - fromAllowance;
    charged.add(messageId);
  }
  await saveCreditAccount(tx, payerId, { period, allowanceUsed: used, packBalance: packs });
  await insertCreditEntries(
    tx,
    charges
      .filter(({ messageId }) => charged.has(messageId))
      .map(({ messageId, amount }) => ({ payerId, kind: 'message' as const, amount: -amount, messageId })),
  );
  return { charged, refused };
}

/** Gives back the credits of messages the gateway surely did not take. */
export async function refundSms(db: Db, payer: Payer, refunds: Array<{ messageId: string; amount: number }>) {
  if (refunds.length === 0) return;
  await db.transaction((tx) => refundLocked(tx, payer, refunds));
}

async function refundLocked(tx: Db, payer: Payer, refunds: Array<{ messageId: string; amount: number }>) {
  const payerId = payerIdOf(payer);
  const period = creditPeriod();
  const account = await lockCreditAccount(tx, payerId, period);
  const total = refunds.reduce((sum, { amount }) => sum + amount, 0);
  const used = account.period === period ? account.allowanceUsed : 0;
  const fromAllowance = Math.min(total, used);
  await saveCreditAccount(tx, payerId, {
    period,
    allowanceUsed: used - fromAllowance,
    packBalance: account.packBalance + total - fromAllowance,
  });
  await insertCreditEntries(
    tx,
    refunds.map(({ messageId, amount }) => ({ payerId, kind: 'refund' as const, amount, messageId })),
  );
}

/** SMS packs bought (the shop, later) add credits that do not lapse at the month's end. */
export async function addSmsPack(db: Db, payer: Payer, sms: number) {
  await db.transaction((tx) => addCreditsLocked(tx, payer, sms, { kind: 'pack' }));
}

/** SMS the product administrator offers a payer: credits that do not lapse, the entry keeping his reason. */
export async function offerSms(db: Db, payer: Payer, sms: number, reason: string) {
  await db.transaction((tx) => addCreditsLocked(tx, payer, sms, { kind: 'offer', reason }));
}

async function addCreditsLocked(
  tx: Db,
  payer: Payer,
  sms: number,
  entry: { kind: 'pack' } | { kind: 'offer'; reason: string },
) {
  const payerId = payerIdOf(payer);
  const account = await lockCreditAccount(tx, payerId, creditPeriod());
  await saveCreditAccount(tx, payerId, {
    period: account.period,
    allowanceUsed: account.allowanceUsed,
    packBalance: account.packBalance + sms * 100,
  });
  await insertCreditEntries(tx, [{ payerId, amount: sms * 100, ...entry }]);
}

export async function smsCreditsOf(db: Db, payer: Payer, ownAccount: boolean): Promise<SmsCredits> {
  const period = creditPeriod();
  const monthlyAllowance = await allowanceOf(db, payer);
  const account = await findCreditAccount(db, payerIdOf(payer));
  const usedThisMonth = account?.period === period ? account.allowanceUsed : 0;
  const packs = account?.packBalance ?? 0;
  return {
    monthlyAllowance,
    usedThisMonth,
    packs,
    available: Math.max(0, monthlyAllowance - usedThisMonth) + packs,
    ownAccount,
  };
}

/** The credits screen of a monitor: his school's credits, and whether an own account (his or his school's) sends instead. */
export async function smsCreditsOfSender(deps: Pick<Deps, 'db' | 'secrets'>, sender: Payer): Promise<SmsCredits> {
  const target = { ownerId: sender.userId, schoolId: sender.schoolId };
  const accounts = (await resolveSenderAccounts(deps, [target]))(target);
  return smsCreditsOf(deps.db, sender, accounts.sms.kind !== 'product');
}
