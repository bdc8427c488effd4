import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { addSmsPack, chargeSms, refundSms, smsCreditsOf } from './sms-credits.service';

describe('SMS credits: the month’s allowance of the licences first, then the packs', () => {
  const t = useTestApp();
  const db = () => t().database.db;

  it('spends packs when there is no allowance, refuses what they cannot pay, and gives back a refund', async () => {
    const payer = { schoolId: null, userId: randomUUID() };
    await addSmsPack(db(), payer, 2);
    expect(await smsCreditsOf(db(), payer, false)).toMatchObject({ monthlyAllowance: 0, packs: 200, available: 200 });

    const first = await chargeSms(db(), payer, [
      { messageId: randomUUID(), amount: 150 },
      { messageId: randomUUID(), amount: 100 },
    ]);
    expect(first.charged.size).toBe(1);
    expect(first.refused.size).toBe(1);
    expect((await smsCreditsOf(db(), payer, false)).available).toBe(50);

    await refundSms(db(), payer, [{ messageId: [...first.charged][0] as string, amount: 150 }]);
    expect((await smsCreditsOf(db(), payer, false)).available).toBe(200);
  });

  it('uses the allowance of the school’s licences before its packs', async () => {
    const [school] = (
      await t().database.executeSql("select u.school_id as id from users u where u.email = 'head@demo.ch'", [])
    ).rows as Array<{ id: string }>;
    const payer = { schoolId: school?.id ?? null, userId: randomUUID() };
    const before = await smsCreditsOf(db(), payer, false);
    expect(before.monthlyAllowance).toBe(10_000);
    const { charged } = await chargeSms(db(), payer, [{ messageId: randomUUID(), amount: 175 }]);
    expect(charged.size).toBe(1);
    const after = await smsCreditsOf(db(), payer, false);
    expect(after).toMatchObject({ usedThisMonth: before.usedThisMonth + 175, packs: before.packs });
  });
});
