import { dayPlus, schoolDay } from '@ds/domain';
import type { Db } from '../client';
import { voucherMovements, vouchers } from '../schema';

/** The demo school's gift vouchers: one untouched, one partly spent, one disabled (codes to try at the checkout). */
export const DEMO_VOUCHER_CODES = { unused: 'K7MQ2WXR9TDH3', partlyUsed: 'P4ZN8VBC6JFA2', disabled: 'H9RT3EWK5MGY7' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** head@demo.ch's vouchers at her school, each with the movements that made its amount available. */
export async function seedDemoVouchers(db: Db, head: { id: string; schoolId: string | null }, now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const today = schoolDay(now);
  const seller = { ownerId: head.id, schoolId: head.schoolId, source: 'manual' as const };
  const [unused, partlyUsed, disabled] = await db
    .insert(vouchers)
    .values([
      {
        ...seller,
        code: DEMO_VOUCHER_CODES.unused,
        amount: 5_000,
        available: 5_000,
        validFrom: today,
        validTo: dayPlus(today, 730),
        buyerName: 'Marc Dubois',
        beneficiaryName: 'Léa Dubois',
        createdAt: now,
      },
      {
        ...seller,
        code: DEMO_VOUCHER_CODES.partlyUsed,
        amount: 10_000,
        available: 7_000,
        validFrom: schoolDay(daysAgo(40)),
        validTo: dayPlus(schoolDay(daysAgo(40)), 730),
        buyerName: 'Garage Favre SA',
        beneficiaryName: 'Tom Favre',
        createdAt: daysAgo(40),
      },
      {
        ...seller,
        code: DEMO_VOUCHER_CODES.disabled,
        amount: 3_000,
        available: 0,
        validFrom: schoolDay(daysAgo(200)),
        validTo: dayPlus(schoolDay(daysAgo(200)), 365),
        beneficiaryName: 'Nina Rochat',
        createdAt: daysAgo(200),
        disabledAt: daysAgo(30),
      },
    ])
    .returning({ id: vouchers.id });
  if (!unused || !partlyUsed || !disabled) throw new Error('the demo vouchers were not written');
  await db.insert(voucherMovements).values([
    { voucherId: unused.id, kind: 'issue', amount: 5_000, availableAfter: 5_000, actorId: head.id, at: now },
    {
      voucherId: partlyUsed.id,
      kind: 'issue',
      amount: 10_000,
      availableAfter: 10_000,
      actorId: head.id,
      at: daysAgo(40),
    },
    { voucherId: partlyUsed.id, kind: 'redemption', amount: -3_500, availableAfter: 6_500, at: daysAgo(20) },
    {
      voucherId: partlyUsed.id,
      kind: 'correction',
      amount: 500,
      availableAfter: 7_000,
      reason: 'Geste commercial : leçon annulée par l’auto-école',
      actorId: head.id,
      at: daysAgo(10),
    },
    { voucherId: disabled.id, kind: 'issue', amount: 3_000, availableAfter: 3_000, actorId: head.id, at: daysAgo(200) },
    { voucherId: disabled.id, kind: 'disable', amount: -3_000, availableAfter: 0, actorId: head.id, at: daysAgo(30) },
  ]);
}
