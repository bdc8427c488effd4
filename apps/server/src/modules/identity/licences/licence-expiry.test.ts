import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, licences, messages, users } from '../../../db/schema';
import { depsOf } from '../../../kernel/deps';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { noticeDue, runLicenceRound } from './licence-expiry.service';

const DAY_MS = 86_400_000;

describe('the daily licence round', () => {
  const t = useTestApp();

  it('tells 30 then 7 days ahead, never twice nor backwards, and records the end', () => {
    const now = new Date('2026-11-27T07:00:00Z');
    const ending = (days: number, told: string[] = []) => ({ endsAt: new Date(now.getTime() + days * DAY_MS), told });
    expect(noticeDue(ending(40), now)).toBeNull();
    expect(noticeDue(ending(29), now)).toBe('ends_in_30_days');
    expect(noticeDue(ending(29, ['ends_in_30_days']), now)).toBeNull();
    expect(noticeDue(ending(6, ['ends_in_30_days']), now)).toBe('ends_in_7_days');
    expect(noticeDue(ending(20, ['ends_in_7_days']), now)).toBeNull();
    expect(noticeDue(ending(-1, ['ends_in_7_days']), now)).toBe('expired');
    expect(noticeDue(ending(-1, ['expired']), now)).toBeNull();
  });

  it("mails the holder 7 days before, once, then records the end as the clock passes it; the session's flags drop", async () => {
    const { db } = t().database;
    const [head] = await db.select().from(users).where(eq(users.email, 'head@demo.ch'));
    if (!head) throw new Error('no head');
    const now = new Date();
    // The demo's other licence of the head (ending in two weeks) is not this test's: hand it back.
    await db
      .update(licences)
      .set({ userId: null })
      .where(and(eq(licences.userId, head.id), ne(licences.keyHint, '0001')));
    await db
      .update(licences)
      .set({ endsAt: new Date(now.getTime() + 6 * DAY_MS) })
      .where(eq(licences.userId, head.id));
    const deps = depsOf(t().app);
    const mailsToHead = async () =>
      (
        await db
          .select({ subject: messages.subject, body: messages.body })
          .from(messages)
          .where(and(eq(messages.recipient, 'head@demo.ch'), sql`${messages.subject} like '%licence%'`))
      ).map((row) => row);

    expect(await runLicenceRound(deps, now)).toBe(1);
    expect(await runLicenceRound(deps, now)).toBe(0);
    expect(await runLicenceRound(deps, new Date(now.getTime() + DAY_MS))).toBe(0);
    const mails = await mailsToHead();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Votre licence se termine le \d\d\.\d\d\.\d{4}$/);
    expect(mails[0]?.body).toContain('••••-••••-••••-0001');
    expect(mails[0]?.body).toContain('/account/subscriptions');

    const token = await tokenFor(t().app, 'head@demo.ch');
    expect((await t().app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().data.licenceAdmin).toBe(true);
    // The clock passes the end: the session's flags drop by themselves, the round records it once.
    await db
      .update(licences)
      .set({ endsAt: new Date(now.getTime() - 60_000) })
      .where(eq(licences.userId, head.id));
    expect((await t().app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().data.licenceAdmin).toBe(
      false,
    );
    expect(await runLicenceRound(deps)).toBe(1);
    expect(await runLicenceRound(deps)).toBe(0);
    const expired = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'licence.expired'), eq(auditEvents.userId, head.id)));
    expect(expired).toHaveLength(1);
    expect(await mailsToHead()).toHaveLength(1);
  });
});
